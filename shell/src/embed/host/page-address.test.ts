import { addressWithScreen, screenInAddress } from './page-address';

// The portal's one query parameter in the county page's address, and nothing else of it.

const PAGE = 'https://www.harborcounty.gov/taxes/';

it('writes the screen in its parameter, slashes readable, and takes it away for the home screen', () => {
  const parcel = addressWithScreen(PAGE, 'portal', '/property/HC-1');
  expect(parcel).toBe('https://www.harborcounty.gov/taxes/?portal=/property/HC-1');
  expect(addressWithScreen(parcel, 'portal', '/appeal/details?returnto=summary')).toBe('https://www.harborcounty.gov/taxes/?portal=/appeal/details%3Freturnto%3Dsummary');
  expect(addressWithScreen(parcel, 'portal', '/')).toBe(PAGE);
});

it("leaves the page's path, its other parameters byte for byte and in order, and its fragment as they were", () => {
  const county = `${PAGE}?dept=assessor&q=a+b%20c&flag#contact`;
  const written = addressWithScreen(county, 'portal', '/property/HC-1');
  expect(written).toBe(`${PAGE}?dept=assessor&q=a+b%20c&flag&portal=/property/HC-1#contact`);
  expect(addressWithScreen(written, 'portal', '/status')).toBe(`${PAGE}?dept=assessor&q=a+b%20c&flag&portal=/status#contact`);
  expect(addressWithScreen(written, 'portal', '/')).toBe(county);
  // Another portal's parameter is the page's, as far as this one knows.
  expect(addressWithScreen(`${PAGE}?pine=/status`, 'harbor', '/property/HC-1')).toBe(`${PAGE}?pine=/status&harbor=/property/HC-1`);
});

it('reads the screen back, escaped or not, and nothing that is not a portal address', () => {
  expect(screenInAddress(`${PAGE}?dept=assessor&portal=/property/HC-1#contact`, 'portal')).toBe('/property/HC-1');
  expect(screenInAddress(addressWithScreen(PAGE, 'portal', '/appeal/details?returnto=summary'), 'portal')).toBe('/appeal/details?returnto=summary');
  expect(screenInAddress(`${PAGE}?portal=%2Fproperty%2FHC-1`, 'portal')).toBe('/property/HC-1');
  expect(screenInAddress(`${PAGE}?portal=/status&harbor=/property/HC-1`, 'harbor')).toBe('/property/HC-1');
  for (const href of [PAGE, `${PAGE}?portal`, `${PAGE}?portal=property`, `${PAGE}?portal=%E0%A4%A`, `${PAGE}#portal=/status`, `${PAGE}?portals=/status`]) {
    expect(screenInAddress(href, 'portal')).toBeNull();
  }
});
