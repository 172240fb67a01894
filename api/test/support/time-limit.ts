// Opening and migrating a database takes seconds, and many more on a busy machine (CI, or tests
// beside a benchmark): every api test and hook gets a minute instead of Jest's 5 seconds.
jest.setTimeout(60_000);
