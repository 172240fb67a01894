const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of windows, appeals and files are uuids; anything else cannot name one, so it is never sent to a uuid column. */
export const isUuid = (value: string): boolean => UUID.test(value);
