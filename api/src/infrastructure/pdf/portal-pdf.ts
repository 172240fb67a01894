import { INTL_LOCALES, type Language } from 'mfe-shared/domain';
import PDFDocument from 'pdfkit';

/**
 * A letter-size, tagged PDF of the portal (the comparables PDF, the appeal receipt), its bytes
 * collected as it is written: `done` resolves once `doc.end()` has been called. `left` and `width`
 * are the text column inside the margins; `root` is the Document element of its structure tree,
 * where the content goes in reading order (./tagged-content.ts).
 */
export function portalPdf({ title, author, subject, compress, language = 'en' }: { title: string; author: string; subject: string; compress: boolean; language?: Language }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    compress,
    // A structure tree lets a screen reader move by heading, table and list instead of reading one
    // block; 1.7 is the version PDF/UA builds on.
    tagged: true,
    pdfVersion: '1.7',
    // Screen readers pick their voice by it (es-US for a Spanish receipt).
    lang: INTL_LOCALES[language],
    displayTitle: true,
    info: { Title: title, Author: author, Subject: subject, Creator: 'Assessor portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  return { doc, done, root, left, width };
}
