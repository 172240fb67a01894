import { LIMITED_READS, LIMITED_WRITES, type LimitOverrides } from '../../src/infrastructure/config/limit-settings';

/**
 * For tests about something else that send hundreds of writes from one address (fast-check runs,
 * 200 racing reservations): every anonymous write limit, and every limit on public reads, far out of reach. The limits have their
 * own tests (anonymous-limits.test.ts).
 */
export const LIFTED_LIMITS: LimitOverrides = {
  writes: Object.fromEntries(
    Object.keys(LIMITED_WRITES).map((write) => [write, { perAddress: { max: 1_000_000, windowSeconds: 60 }, perCounty: { max: 1_000_000, windowSeconds: 60 } }]),
  ),
  reads: {
    perAddress: Object.fromEntries(Object.keys(LIMITED_READS).map((read) => [read, { max: 1_000_000, windowSeconds: 60 }])),
    parcelsPerAddress: { max: 10_000_000, windowSeconds: 60 },
  },
};
