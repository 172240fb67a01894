/**
 * The screen a path names, without what a visitor typed or chose: a search term becomes ':term',
 * and any segment that is not a fixed lower-case route word (a parcel number, an id) becomes ':id'.
 * '#/search/Jane%20Smith/2' -> '#/search/:term/:page'; '#/property/HC-000012-R345' -> '#/property/:id'.
 */
export function screenOf(path: string): string {
  const hash = path.startsWith('#') ? '#' : '';
  const route = path.slice(hash.length).split(/[?#]/)[0];
  const segments = route.split('/').filter(Boolean).slice(0, 6);
  const kept = segments.map((segment, index) => {
    if (segments[0] === 'search' && index === 1) return ':term';
    if (segments[0] === 'search' && index === 2) return ':page';
    return /^[a-z][a-z-]{0,39}$/.test(segment) ? segment : ':id';
  });
  return `${hash}/${kept.join('/')}`;
}
