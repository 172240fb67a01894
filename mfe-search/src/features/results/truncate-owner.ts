/** Owner names on result cards are cut at 35 characters (docs/product.md#limits-and-constants). */
const OWNER_MAX_LENGTH = 35;

/**
 * The owner name as a card shows it: at most 35 characters, then '...' when cut. Three dots rather
 * than '…' so the cut reads the same in every font and in copied text. Counts code points so a cut
 * never splits a character; trailing spaces before the dots are dropped ('SMITH ...' reads oddly).
 */
export function truncateOwner(name: string, max = OWNER_MAX_LENGTH): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}
