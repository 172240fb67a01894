/*
 * Import right after load-outside-sandbox, before anything that loads the app: counts the calls of
 * tenant-store's readTenantSettings (the one function that reads a county's settings table),
 * passing each on to the real one.
 */
export const mockSettingsReads = { count: 0 };

jest.mock('../../src/capabilities/tenants/tenant-store', () => {
  const actual = jest.requireActual<typeof import('../../src/capabilities/tenants/tenant-store')>('../../src/capabilities/tenants/tenant-store');
  return {
    ...actual,
    readTenantSettings: (...args: Parameters<typeof actual.readTenantSettings>) => {
      mockSettingsReads.count += 1;
      return actual.readTenantSettings(...args);
    },
  };
});
