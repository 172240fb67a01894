import { Fragment, type ReactNode } from 'react';
import type { MessageValues, Translate } from 'mfe-shared';

// Marks where a part goes in the said text; never in a catalogue's text nor in a county's data.
const MARK = '\u2063';

/**
 * A whole sentence of the catalogue with elements in it (a link, a <strong>): `parts` are said as
 * placeholders and put back in the translated text, wherever its language places them.
 */
export function richText<Id extends string>(t: Translate<Id>, id: Id, values: MessageValues, parts: Record<string, ReactNode>): ReactNode {
  const marked: MessageValues = { ...values };
  for (const name of Object.keys(parts)) marked[name] = `${MARK}${name}${MARK}`;
  return t(id, marked)
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}
