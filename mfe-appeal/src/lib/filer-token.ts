/**
 * The filing browser's token of a pending public appeal (POST /appeals `filerToken`): what lets
 * the check-your-email page send the e-mail again or to a corrected address
 * (docs/product.md#confirming-a-public-appeal). Kept in this tab's sessionStorage, by the appeal's
 * id, apart from the stored result (localStorage): it goes with the tab that filed, never into a
 * link, another tab or a later visit.
 */
const keyOf = (appealId: string) => `assessor:filer-token:${appealId}`;

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy mode): the page then offers the office instead.
    return null;
  }
}

/** Memory for a tab whose storage is refused: the token lasts as long as the page. */
const inMemory = new Map<string, string>();

export function keepFilerToken(appealId: string, token: string | undefined): void {
  if (!token) return;
  inMemory.set(appealId, token);
  try {
    tabStorage()?.setItem(keyOf(appealId), token);
  } catch {
    // Full or refused: memory holds it.
  }
}

export function filerTokenOf(appealId: string): string | null {
  return inMemory.get(appealId) ?? tabStorage()?.getItem(keyOf(appealId)) ?? null;
}
