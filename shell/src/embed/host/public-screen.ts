import { decodeProperty } from 'mfe-shared/schemas';

// The county page's address goes to the county's server logs, its analytics and every Referer, and is
// what a visitor bookmarks or shares. So only screens whose address holds nothing personal are written
// there as they are: a parcel number, a wizard step. Every other screen is written as the public
// screen nearest to it, and its real address stays in the page's history entry (page-history.ts), which
// a reload of the same tab reads again. A route not listed here gets no address of its own: a new
// route is private until it is listed.

/** Query parameters the public screens read (the wizards' return to the summary), as short words. */
const PUBLIC_QUERY = new Set(['returnto', 'from', 'change']);
const WORD = /^[a-z0-9-]{1,32}$/;
const STEP = /^[a-z][a-z-]{0,31}$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A parcel number, never the manual entry's encoded property (owner, mailing address) nor anything like an e-mail. */
function isParcelNumber(segment: string): boolean {
  const parcel = decoded(segment);
  return parcel !== null && parcel.length > 0 && parcel.length <= 64 && !parcel.includes('@') && decodeProperty(parcel) === null;
}

/** The path's public form, or null when it has none of its own. */
function publicPath(segments: string[]): string | null {
  const [area, second, third, ...rest] = segments;
  const path = `/${segments.join('/')}`;
  if (segments.length === 0) return '/';
  if (rest.length > 0) return null;
  // '/property/unlisted' (the manual entry's form), '/property/HC-1', '/property/HC-1/change-request'.
  if (area === 'property' && second !== undefined && (third === undefined || third === 'change-request')) return isParcelNumber(second) ? path : null;
  // The wizards' steps: '/appeal', '/appeal/details', '/meeting/datetime'; never '/appeal/resume/{token}'.
  if ((area === 'appeal' || area === 'meeting') && third === undefined && (second === undefined || STEP.test(second))) return path;
  if (area === 'status' && second === undefined) return path;
  return null;
}

/**
 * Where a screen without an address of its own is written instead: a status or reschedule link's
 * token becomes "find your appeal or meeting again", a manual entry's property its empty form, a
 * search (whose term may be an owner's name) and anything else the home page.
 */
function nearestPublic(segments: string[]): string {
  const [area, second] = segments;
  if (area === 'status' || (area === 'meeting' && second === 'reschedule')) return '/status';
  if (area === 'property') return '/property/unlisted';
  return '/';
}

/**
 * The part of a portal address ('/property/HC-1', '/search/smith/1', '/appeal/estimation?returnto=summary')
 * that may stand in the county page's address: the address itself when it holds nothing personal, else
 * the public screen nearest to it. Only the listed query parameters are kept; the fragment never is.
 */
export function publicScreen(address: string): string {
  const [beforeHash] = address.split('#');
  const [pathname, query = ''] = beforeHash.split('?');
  const segments = pathname.split('/').filter(Boolean);
  const path = publicPath(segments);
  if (path === null) return nearestPublic(segments);
  const kept = query
    .split('&')
    .map((part) => part.split('='))
    .filter(([name, value = '', ...more]) => PUBLIC_QUERY.has(name) && more.length === 0 && (value === '' || WORD.test(value)))
    .map((pair) => pair.join('='));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
