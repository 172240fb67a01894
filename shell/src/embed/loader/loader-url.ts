/**
 * Where this script was loaded from: its origin is the portal's by default, and the host beside it.
 * A module script has no document.currentScript, so the page's <script> naming embed.js is looked for.
 */
export function loaderUrl(doc: Document = document): URL {
  const current = doc.currentScript as HTMLScriptElement | null;
  const script = current?.src ? current : [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((tag) => /\/embed\.js(\?|#|$)/.test(tag.src));
  return new URL(script?.src ?? doc.baseURI, doc.baseURI);
}
