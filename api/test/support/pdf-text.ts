import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows: pdfkit writes it as WinAnsi hex strings inside (compressed) content streams.
 * Each stream is cut by its /Length, not by searching for "endstream": compressed bytes may end in
 * "\r", which a pattern would take for part of the line break and so break the inflate.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of source.matchAll(/\/Length (\d+)[^]*?>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(match[1]));
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
  }
  return streams
    .join('\n')
    .split(/\]\s*TJ/)
    .map((operation) => [...operation.matchAll(/<([0-9a-fA-F]+)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}
