import { resolveAssetUrl } from './use-asset-url';

it("leaves the site's paths to the page, which is on the API's origin", () => {
  expect(resolveAssetUrl('/harbor-county/api', '/static/agent-authorization-form.pdf')).toBe('/static/agent-authorization-form.pdf');
});

it("reads them against the API's origin in an embed, whose page is the county's", () => {
  expect(resolveAssetUrl('https://portal.example.gov/harbor-county/api', '/static/parcels/house-1.svg')).toBe('https://portal.example.gov/static/parcels/house-1.svg');
  expect(resolveAssetUrl('https://portal.example.gov/harbor-county/api', 'https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
  expect(resolveAssetUrl('https://portal.example.gov/harbor-county/api', '')).toBe('');
});
