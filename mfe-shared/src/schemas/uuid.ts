/** A uuid as PostgreSQL reads it (any version, any case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of seasons, appeals, files, places and slots are uuids: anything else names none, so it never reaches a uuid column. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
