import type { DemoCounty } from './demo-parcels';

interface DemoPlace {
  /** Stable name of the place within the seed (its id derives from it). */
  key: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  active: boolean;
}

/** An OpenStreetMap view of the spot with a marker, embeddable in an iframe (no key needed). */
export function mapEmbedUrl(lat: number, lng: number): string {
  const bbox = [lng - 0.006, lat - 0.003, lng + 0.006, lat + 0.003].map((n) => n.toFixed(5)).join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)}%2C${lng.toFixed(5)}`;
}

const HARBOR: DemoPlace[] = [
  { key: 'county-office', name: "Harbor County Assessor's Office", address: '100 Water Street, Room 12, Harbor, ME 04011', lat: 43.65912, lng: -70.25384, active: true },
  { key: 'library', name: 'Harbor Public Library, Community Room', address: '41 Elm Street, Harbor, ME 04011', lat: 43.66571, lng: -70.26101, active: true },
  { key: 'north-town-hall', name: 'North Harbor Town Hall', address: '7 Main Street, North Harbor, ME 04011', lat: 43.68235, lng: -70.27792, active: true },
  // Closed: never offered, but kept, as an office keeps a location it stopped using.
  { key: 'customs-house', name: 'Old Customs House Annex (closed)', address: '312 Fore Street, Harbor, ME 04011', lat: 43.65744, lng: -70.25021, active: false },
];

/** Where a demo county meets its visitors: three open places and one closed. */
export function demoPlaces(county: DemoCounty): DemoPlace[] {
  if (county.tenantId === 'harbor-county') return HARBOR;
  // Any other demo county that turns meetings on gets plain places in its own town.
  const at = (key: string, name: string, street: string, dLat: number, dLng: number, active = true): DemoPlace => ({
    key,
    name: `${county.city} ${name}`,
    address: `${street}, ${county.city}, ${county.state} ${county.zip}`,
    lat: 43.66 + dLat,
    lng: -70.26 + dLng,
    active,
  });
  return [
    at('county-office', 'County Office Building', '1 Court Street', 0, 0),
    at('library', 'Public Library', '25 Library Lane', 0.006, -0.008),
    at('town-hall', 'Town Hall', '10 Main Street', 0.012, 0.004),
    at('annex', 'Annex (closed)', '3 Depot Road', -0.004, 0.01, false),
  ];
}
