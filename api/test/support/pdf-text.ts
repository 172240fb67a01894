import { inflateSync } from 'node:zlib';

/** The text a PDF shows: pdfkit writes it as WinAnsi hex strings inside (compressed) content streams. */
export function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const raw = Buffer.from(match[1], 'latin1');
    try {
      return inflateSync(raw).toString('latin1');
    } catch {
      return raw.toString('latin1');
    }
  });
  return streams
    .join('\n')
    .split(/\]\s*TJ/)
    .map((operation) => [...operation.matchAll(/<([0-9a-fA-F]+)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}
