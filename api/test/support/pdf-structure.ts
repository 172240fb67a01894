import { inflateSync } from 'node:zlib';

/**
 * What a screen reader gets from a PDF that pdfkit wrote: the catalog's accessibility entries, the
 * structure tree with the text each element holds, and what is painted outside it. A small reader
 * of the subset of PDF pdfkit writes (objects found by the xref table, Flate streams, no object
 * streams), enough to check the tagging without a PDF library.
 */
export interface StructElement {
  type: string;
  /** /A /Scope of a table header cell: Row or Column. */
  scope?: string;
  /** The text of its content and its children's, in reading order. */
  text: string;
  children: StructElement[];
}

export interface TaggedPdf {
  /** The header's version, e.g. '1.7'. */
  version: string;
  /** The catalog's /Lang. */
  lang?: string;
  /** The catalog's /MarkInfo << /Marked true >>. */
  marked: boolean;
  /** The catalog's /ViewerPreferences << /DisplayDocTitle true >>: the viewer shows the title, not the file name. */
  displayDocTitle: boolean;
  /** Whether the catalog has a /StructTreeRoot. */
  structTreeRoot: boolean;
  /** The Info dictionary's /Title. */
  title?: string;
  /** The structure tree's top elements. */
  structure: StructElement[];
  /** Painting (text, paths) in no marked content at all: a screen reader cannot place it. */
  unmarked: string[];
  /** Text in marked content of the structure that no structure element refers to. */
  orphans: string[];
  /** Painting operators inside Artifact marks, in page order. */
  artifacts: string[];
}

class Name {
  constructor(readonly name: string) {}
}
class Ref {
  constructor(readonly id: number) {}
}
class Operator {
  constructor(readonly name: string) {}
}
type Value = number | boolean | null | string | Name | Ref | Value[] | Dict;
interface Dict {
  [key: string]: Value;
}

const DELIMITERS = '()<>[]{}/%';
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A string's bytes as text: UTF-16BE after its byte-order mark (pdfkit's non-ASCII strings), else Latin-1. */
function decodeText(bytes: string): string {
  if (!bytes.startsWith('\xfe\xff')) return bytes;
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
}

/** Tokens and values of PDF syntax from `at`, for object bodies and content streams alike. */
class Reader {
  constructor(
    readonly source: string,
    public at = 0,
  ) {}

  private skip() {
    while (this.at < this.source.length) {
      const c = this.source[this.at];
      if (isSpace(c)) this.at += 1;
      else if (c === '%') while (this.at < this.source.length && this.source[this.at] !== '\n' && this.source[this.at] !== '\r') this.at += 1;
      else break;
    }
  }

  private word(): string {
    const start = this.at;
    while (this.at < this.source.length && !isSpace(this.source[this.at]) && !DELIMITERS.includes(this.source[this.at])) this.at += 1;
    return this.source.slice(start, this.at);
  }

  private literal(): string {
    let depth = 1;
    let out = '';
    this.at += 1;
    while (depth > 0) {
      const c = this.source[this.at++];
      if (c === '\\') {
        const next = this.source[this.at++];
        if (next in ESCAPES) out += ESCAPES[next];
        else if (/[0-7]/.test(next)) {
          const octal = (next + this.source.slice(this.at, this.at + 2)).match(/^[0-7]{1,3}/)![0];
          this.at += octal.length - 1;
          out += String.fromCharCode(parseInt(octal, 8));
        } else if (next === '\r' || next === '\n') {
          if (next === '\r' && this.source[this.at] === '\n') this.at += 1;
        } else out += next;
      } else {
        if (c === '(') depth += 1;
        if (c === ')') depth -= 1;
        if (depth > 0) out += c;
      }
    }
    return decodeText(out);
  }

  /** The next value or operator; undefined at the end. */
  next(): Value | Operator | undefined {
    this.skip();
    if (this.at >= this.source.length) return undefined;
    const { source } = this;
    const c = source[this.at];
    if (source.startsWith('<<', this.at)) {
      this.at += 2;
      const dict: Dict = {};
      for (;;) {
        this.skip();
        if (source.startsWith('>>', this.at)) {
          this.at += 2;
          return dict;
        }
        const key = this.next() as Name;
        dict[key.name] = this.next() as Value;
      }
    }
    if (c === '<') {
      const end = source.indexOf('>', this.at);
      const hex = source.slice(this.at + 1, end).replace(/\s/g, '');
      this.at = end + 1;
      return decodeText(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1'));
    }
    if (c === '[') {
      this.at += 1;
      const items: Value[] = [];
      for (;;) {
        this.skip();
        if (source[this.at] === ']') {
          this.at += 1;
          return items;
        }
        items.push(this.next() as Value);
      }
    }
    if (c === '(') return this.literal();
    if (c === '/') {
      this.at += 1;
      return new Name(this.word().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
    }
    const reference = /(\d+)\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/y;
    reference.lastIndex = this.at;
    const found = reference.exec(source);
    if (found) {
      this.at = reference.lastIndex;
      return new Ref(Number(found[1]));
    }
    const word = this.word();
    if (!word) throw new Error(`Unexpected ${JSON.stringify(c)} at ${this.at}`);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    return new Operator(word);
  }
}

interface PdfObject {
  value: Value;
  stream?: string;
}

/** Every object the xref table lists, its stream inflated. */
function readObjects(pdf: Buffer): { objects: Map<number, PdfObject>; trailer: Dict } {
  const source = pdf.toString('latin1');
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(source)![1]);
  const xref = /^xref\s+(\d+)\s+(\d+)\s+/.exec(source.slice(xrefAt))!;
  const first = Number(xref[1]);
  const entries = source.slice(xrefAt + xref[0].length).split(/\r?\n/, Number(xref[2]));
  const objects = new Map<number, PdfObject>();
  entries.forEach((entry, index) => {
    const [offset, , kind] = entry.trim().split(/\s+/);
    if (kind !== 'n') return;
    const reader = new Reader(source, Number(offset));
    reader.next(); // object number
    reader.next(); // generation
    reader.next(); // obj
    const value = reader.next() as Value;
    const after = /\s*stream\r?\n/y;
    after.lastIndex = reader.at;
    let stream: string | undefined;
    if (after.exec(source)) {
      const dict = value as Dict;
      const raw = pdf.subarray(after.lastIndex, after.lastIndex + (dict.Length as number));
      stream = ((dict.Filter as Name | undefined)?.name === 'FlateDecode' ? inflateSync(raw) : raw).toString('latin1');
    }
    objects.set(first + index, { value, stream });
  });
  const trailer = new Reader(source, source.indexOf('trailer', xrefAt) + 'trailer'.length).next() as Dict;
  return { objects, trailer };
}

const PAINTING = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'sh', 'Do']);
const SHOWING = new Set(['Tj', 'TJ', "'", '"']);

/** A page's content: the text of each MCID, and what is painted unmarked or as an artifact. */
function readContent(content: string, unmarked: string[], artifacts: string[]) {
  const texts = new Map<number, string[]>();
  const marks: Array<{ tag: string; mcid?: number }> = [];
  const reader = new Reader(content);
  let operands: Value[] = [];
  for (let token = reader.next(); token !== undefined; token = reader.next()) {
    if (!(token instanceof Operator)) {
      operands.push(token);
      continue;
    }
    const op = token.name;
    if (op === 'BDC' || op === 'BMC') marks.push({ tag: (operands[0] as Name).name, mcid: op === 'BDC' ? ((operands[1] as Dict).MCID as number | undefined) : undefined });
    else if (op === 'EMC') marks.pop();
    else if (SHOWING.has(op) || PAINTING.has(op)) {
      const text = SHOWING.has(op)
        ? operands
            .flat()
            .filter((operand) => typeof operand === 'string')
            .join('')
        : '';
      const described = SHOWING.has(op) ? `text ${JSON.stringify(text)}` : `paint ${op}`;
      const inner = [...marks].reverse().find((mark) => mark.mcid !== undefined);
      if (!marks.length) unmarked.push(described);
      else if (marks.some((mark) => mark.tag === 'Artifact')) artifacts.push(described);
      else if (inner && text) texts.set(inner.mcid!, [...(texts.get(inner.mcid!) ?? []), text]);
    }
    operands = [];
  }
  return texts;
}

const tidy = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();

export function readTaggedPdf(pdf: Buffer): TaggedPdf {
  const { objects, trailer } = readObjects(pdf);
  const resolve = (value: Value | undefined): Value | undefined => (value instanceof Ref ? objects.get(value.id)?.value : value);
  const catalog = resolve(trailer.Root) as Dict;
  const info = (resolve(trailer.Info) ?? {}) as Dict;
  const markInfo = (resolve(catalog.MarkInfo) ?? {}) as Dict;
  const viewerPreferences = (resolve(catalog.ViewerPreferences) ?? {}) as Dict;
  const root = resolve(catalog.StructTreeRoot) as Dict | undefined;
  const unmarked: string[] = [];
  const artifacts: string[] = [];

  const pageTexts = new Map<number, Map<number, string[]>>();
  const pages = (node: Dict): number[] =>
    ((node.Kids as Ref[] | undefined) ?? []).flatMap((kid) =>
      (resolve(kid) as Dict).Type instanceof Name && ((resolve(kid) as Dict).Type as Name).name === 'Pages' ? pages(resolve(kid) as Dict) : [kid.id],
    );
  for (const page of pages(resolve(catalog.Pages) as Dict)) {
    const contents = (objects.get(page)!.value as Dict).Contents;
    const streams = (Array.isArray(contents) ? contents : [contents]).map((ref) => objects.get((ref as Ref).id)!.stream ?? '');
    pageTexts.set(page, readContent(streams.join('\n'), unmarked, artifacts));
  }

  const claimed = new Set<string>();
  const contentText = (page: number, mcid: number) => {
    claimed.add(`${page}:${mcid}`);
    return pageTexts.get(page)?.get(mcid) ?? [];
  };
  const element = (dict: Dict): StructElement => {
    const page = (dict.Pg as Ref | undefined)?.id;
    const kids = dict.K === undefined || dict.K === null ? [] : Array.isArray(dict.K) ? dict.K : [dict.K];
    const children: StructElement[] = [];
    const parts: string[] = [];
    for (const kid of kids) {
      if (typeof kid === 'number') parts.push(...contentText(page!, kid));
      else if (kid instanceof Ref) {
        const child = resolve(kid) as Dict;
        if (!(child.S instanceof Name)) continue;
        const built = element(child);
        children.push(built);
        parts.push(built.text);
      } else if (kid && typeof kid === 'object' && !Array.isArray(kid) && (kid as Dict).MCID !== undefined) {
        parts.push(...contentText(((kid as Dict).Pg as Ref).id, (kid as Dict).MCID as number));
      }
    }
    const attributes = (resolve(dict.A) ?? {}) as Dict;
    return { type: (dict.S as Name).name, ...(attributes.Scope instanceof Name ? { scope: attributes.Scope.name } : {}), text: tidy(parts), children };
  };
  const top = root ? (root.K === undefined ? [] : Array.isArray(root.K) ? root.K : [root.K]) : [];
  const structure = top.map((kid) => element(resolve(kid) as Dict));

  const orphans = [...pageTexts].flatMap(([page, texts]) => [...texts].filter(([mcid]) => !claimed.has(`${page}:${mcid}`)).map(([, parts]) => tidy(parts)));
  return {
    version: /^%PDF-(\d\.\d)/.exec(pdf.toString('latin1', 0, 16))![1],
    lang: typeof resolve(catalog.Lang) === 'string' ? (resolve(catalog.Lang) as string) : undefined,
    marked: markInfo.Marked === true,
    displayDocTitle: viewerPreferences.DisplayDocTitle === true,
    structTreeRoot: root?.Type instanceof Name && root.Type.name === 'StructTreeRoot',
    title: typeof resolve(info.Title) === 'string' ? (resolve(info.Title) as string) : undefined,
    structure,
    unmarked,
    orphans,
    artifacts,
  };
}

/** Every element of one of `types` in the tree, in reading order. */
export function elementsOf(elements: StructElement[], ...types: string[]): StructElement[] {
  return elements.flatMap((element) => [...(types.includes(element.type) ? [element] : []), ...elementsOf(element.children, ...types)]);
}
