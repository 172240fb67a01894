import { z } from 'zod';
import { CONSOLE_FORM_MESSAGES as F } from './office-county';
import { plainText, stripInvisible } from './plain-text';

/**
 * A county's meeting locations (docs/product.md#county-console): where in-person meetings are held,
 * added, changed, no longer offered and offered again from the console or `npm run county -- places`.
 * A location is never deleted: booked meetings keep theirs. Its `location` is the map link the
 * meeting wizard shows in a frame, so its site is what the county page's Content-Security-Policy
 * lets frames come from (api/src/routes/web/county-csp.ts): only a web address over https.
 */
export const PLACE_NAME_MAX = 120;
export const PLACE_ADDRESS_MAX = 300;
export const PLACE_MAP_MAX = 2000;

export const PLACE_MESSAGES = {
  nameRequired: 'Enter the name of the location, such as Harbor Public Library, Community Room.',
  nameTooLong: `The name of a location must be ${PLACE_NAME_MAX} characters or fewer.`,
  addressRequired: 'Enter the address of the location, as visitors will look for it.',
  addressTooLong: `The address of a location must be ${PLACE_ADDRESS_MAX} characters or fewer.`,
  mapRequired: 'Enter the map link of the location.',
  mapNotHttps: 'Enter the map link as a web address starting with https://, such as https://www.openstreetmap.org/export/embed.html',
  mapTooLong: `The map link must be ${PLACE_MAP_MAX} characters or fewer.`,
  notFound: 'We could not find that location in this county. Reload the page to see its locations.',
  taken: (name: string) => `There is already a location called "${name}". Change that one, or name this one differently.`,
} as const;

/**
 * Whether `text` is a web address a county page may show in a frame: https, a host, nothing
 * between them (no user name or password), no spaces. `javascript:`, `data:`, `http:` and a path
 * of this site are not.
 */
export function isHttpsLink(text: string): boolean {
  if (!/^https:\/\/[^\s/?#]/i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const countyPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  /** The map link, shown in a frame by the meeting wizard. */
  location: z.string(),
  /** Whether the meeting wizard offers it. */
  active: z.boolean(),
  /** Meetings booked there that have not started yet (kept when it is no longer offered). */
  bookedMeetings: z.number().int(),
});
export type CountyPlace = z.infer<typeof countyPlaceSchema>;

export const countyPlacesResponseSchema = z.object({ results: z.array(countyPlaceSchema) });

const name = plainText({ error: PLACE_MESSAGES.nameRequired }).pipe(z.string().min(1, PLACE_MESSAGES.nameRequired).max(PLACE_NAME_MAX, PLACE_MESSAGES.nameTooLong));
const address = plainText({ error: PLACE_MESSAGES.addressRequired }).pipe(z.string().min(1, PLACE_MESSAGES.addressRequired).max(PLACE_ADDRESS_MAX, PLACE_MESSAGES.addressTooLong));
const location = plainText({ error: PLACE_MESSAGES.mapRequired }).pipe(
  z
    .string()
    .min(1, PLACE_MESSAGES.mapRequired)
    .max(PLACE_MAP_MAX, PLACE_MESSAGES.mapTooLong)
    .refine((link) => link === '' || link.length > PLACE_MAP_MAX || isHttpsLink(link), PLACE_MESSAGES.mapNotHttps),
);

/** POST /office/county/places (offered at once) and PUT /office/county/places/:place: its name, address and map link. */
export const placeInputSchema = z.object({ name, address, location }).strict();
export type PlaceInput = z.input<typeof placeInputSchema>;

/** POST /office/county/places/:place/active: stop offering it (false) or offer it again (true). */
export const placeActiveSchema = z.object({ active: z.boolean() }).strict();

/** The console's location form: the fields as typed (the API cleans and checks them again). */
export const placeFormSchema = z.object({
  name: z.string().trim().min(1, F.placeName).max(PLACE_NAME_MAX, F.placeNameTooLong),
  address: z.string().trim().min(1, F.placeAddress).max(PLACE_ADDRESS_MAX, F.placeAddressTooLong),
  location: z
    .string()
    .transform((link) => stripInvisible(link).trim())
    .pipe(
      z
        .string()
        .min(1, F.placeMap)
        .max(PLACE_MAP_MAX, F.placeMapTooLong)
        .refine((link) => link === '' || link.length > PLACE_MAP_MAX || isHttpsLink(link), F.placeMapHttps),
    ),
});
export type PlaceForm = z.input<typeof placeFormSchema>;
