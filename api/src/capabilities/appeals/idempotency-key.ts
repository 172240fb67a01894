/** POST /appeals' Idempotency-Key header: its bound, and what a request breaking it is told. */
export const IDEMPOTENCY_KEY_MAX = 200;
export const IDEMPOTENCY_KEY_MESSAGE = `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} characters long.`;
