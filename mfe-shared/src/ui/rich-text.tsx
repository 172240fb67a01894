import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translated sentence with parts marked up by name ('Check the address, or <link>choose your
 * county</link>.'), each part rendered by the function of its name: a link stays inside its sentence
 * in every language, wherever the translation puts it. Unknown tags are shown as their text.
 */
export function richText(text: string, parts: Record<string, (chunk: string) => ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, chunk] = match;
    out.push(text.slice(last, match.index));
    const render = parts[name];
    out.push(<Fragment key={match.index}>{render ? render(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  out.push(text.slice(last));
  return out;
}
