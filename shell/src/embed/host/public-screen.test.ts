import { encodeProperty, type Property } from 'mfe-shared/schemas';
import { publicScreen } from './public-screen';

// What of a portal screen's address may stand in the county page's address bar.

const entered: Property = {
  id: '131-3253-R32532',
  address: '12 Harbor Way, Springfield',
  ownerName: 'Pat Doe',
  type: 'commercial',
  value: { amount: 250000, currency: 'USD' },
  mailingAddress: { lines: ['PO Box 12'], city: 'Springfield', state: 'MA', zip: '01101' },
  legalDescription: 'Lot 4, Block 2, Harbor Addition',
  active: true,
  location: null,
  recordCardUrl: null,
  imageUrl: null,
};

it.each([
  ['/', '/'],
  ['/property/HC-1', '/property/HC-1'],
  ['/property/131-3253-R32532/change-request', '/property/131-3253-R32532/change-request'],
  ['/property/unlisted', '/property/unlisted'],
  ['/appeal', '/appeal'],
  ['/appeal/estimation?returnto=summary', '/appeal/estimation?returnto=summary'],
  ['/meeting/datetime', '/meeting/datetime'],
  ['/status', '/status'],
])('writes the public screen %s as it is', (address, shown) => {
  expect(publicScreen(address)).toBe(shown);
});

it.each([
  ['a search, whose term may be an owner name', '/search/Pat%20Doe/2', '/'],
  ["a status link's token", '/status/3f9a0c2b7d', '/status'],
  ["a reschedule link's token", '/meeting/reschedule/3f9a0c2b7d', '/status'],
  ["a finish-later link's token", '/appeal/resume/3f9a0c2b7d', '/'],
  ["the manual entry's property, which holds the owner and a mailing address", `/property/${encodeProperty(entered)}`, '/property/unlisted'],
  ['anything like an e-mail address', '/property/pat%40example.org', '/property/unlisted'],
  ['a route that is not listed', '/office/queue', '/'],
])('writes %s as the public screen nearest to it', (_what, address, shown) => {
  expect(publicScreen(address)).toBe(shown);
});

it('keeps only the query parameters the screens read, as short words, and never the fragment', () => {
  expect(publicScreen('/appeal/details?returnto=summary&email=pat%40example.org#top')).toBe('/appeal/details?returnto=summary');
  expect(publicScreen('/appeal/save?from=details&change=1')).toBe('/appeal/save?from=details&change=1');
  expect(publicScreen('/appeal/details?returnto=Pat%20Doe')).toBe('/appeal/details');
});
