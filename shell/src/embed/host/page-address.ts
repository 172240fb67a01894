// The portal's screen in one query parameter of the county page's address (?portal=/property/HC-1).
// A query parameter rather than the fragment: a county page's own anchors and skip links change the
// fragment, and some county sites route by it; a web server serves a page whatever query parameter
// it does not know, so the same address opens the same page. Only that one parameter is ever read or
// written: the page's path, its other parameters (byte for byte, in their order) and its fragment stay.

/** The default name of the parameter; an element names another with url-param. */
export const DEFAULT_PARAM = 'portal';

/** A parameter name a county can write in an attribute and read in an address. */
export const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

function split(href: string): { base: string; query: string[]; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query =
    queryAt === -1
      ? []
      : beforeHash
          .slice(queryAt + 1)
          .split('&')
          .filter(Boolean);
  return { base, query, hash };
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

const nameOf = (part: string) => decode(part.split('=')[0]);

/** The portal address the page's address names in `param` ('/property/HC-1'), or null. */
export function screenInAddress(href: string, param: string): string | null {
  const part = split(href)
    .query.filter((candidate) => nameOf(candidate) === param)
    .pop();
  const value = part === undefined ? null : decode(part.slice(part.indexOf('=') + 1));
  return value?.startsWith('/') && part?.includes('=') ? value : null;
}

/**
 * The page's address with `screen` in `param`, everything else as it was. The home screen, '/',
 * takes the parameter away: the county's page at its own address shows the portal's front door.
 * Slashes stay readable (a query may hold them); anything else that could end the value is escaped.
 */
export function addressWithScreen(href: string, param: string, screen: string): string {
  const { base, query, hash } = split(href);
  const kept = query.filter((part) => nameOf(part) !== param);
  if (screen !== '/') kept.push(`${encodeURIComponent(param)}=${encodeURIComponent(screen).replaceAll('%2F', '/')}`);
  return `${base}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}
