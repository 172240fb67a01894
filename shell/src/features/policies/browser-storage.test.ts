import { persistedSlices, type PortalSlice } from 'mfe-shared';
import { makePortal, TEST_TENANT } from '../../../../mfe-shared/test/portal-fixture';
import { BROWSER_STORAGE, browserStorageKey } from './browser-storage';

// The privacy notice must name every slice the stores keep, under the key they really use.
it('lists every slice the per-county stores persist, once', () => {
  expect(BROWSER_STORAGE.map((item) => item.slice).sort()).toEqual([...persistedSlices].sort());
});

it('names the localStorage key each store writes', () => {
  const written = new Map<string, string>();
  const storage = {
    getItem: () => null,
    setItem: (key: string, value: string) => void written.set(key, value),
    removeItem: () => undefined,
  } as unknown as Storage;
  const portal = makePortal({ storage });
  const values: { [K in PortalSlice]: unknown } = {
    selectedParcel: { id: 'P-1' },
    taxpayer: { name: 'Pat' },
    appeal: { estimatedValue: '1' },
    documentation: [{ id: 'd' }],
    meeting: { meetingType: 'virtual' },
    breakdown: { land: 1 },
    appealResult: { id: 'a' },
    meetingResult: { id: 'm' },
  };
  for (const item of BROWSER_STORAGE) {
    written.clear();
    (portal.stores[item.slice].setState as (updater: () => unknown) => void)(() => values[item.slice]);
    expect([...written.keys()]).toEqual([browserStorageKey(TEST_TENANT, item)]);
  }
});
