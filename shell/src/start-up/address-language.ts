/**
 * The language in the page's address: `?lang=es` before the hash (an e-mail's link, a county's
 * Spanish page) or in the hash route's own query. It starts the visit in that language, over what
 * this browser remembered (mfe-shared startLanguage).
 */
export function requestedLanguage(href: string = window.location.href): string | null {
  const url = new URL(href);
  return url.searchParams.get('lang') ?? new URLSearchParams(hashQuery(url.hash)).get('lang');
}

/**
 * The address once the visitor has switched to `language`: a `lang` it carries says the new one, so a
 * reload (or the tab a phone reloads) keeps the visitor's choice instead of going back to the link's.
 * Null when there is nothing to change: no `lang`, or already that language.
 */
export function addressWithLanguage(href: string, language: string): string | null {
  const url = new URL(href);
  let changed = false;
  if (url.searchParams.has('lang') && url.searchParams.get('lang') !== language) {
    url.searchParams.set('lang', language);
    changed = true;
  }
  const query = new URLSearchParams(hashQuery(url.hash));
  if (query.has('lang') && query.get('lang') !== language) {
    query.set('lang', language);
    url.hash = `${url.hash.slice(1).split('?')[0]}?${query}`;
    changed = true;
  }
  return changed ? url.toString() : null;
}

const hashQuery = (hash: string) => hash.split('?')[1] ?? '';
