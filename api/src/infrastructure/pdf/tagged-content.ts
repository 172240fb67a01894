/**
 * Drawing into a tagged PDF: whatever a page paints is either part of a structure element, so a
 * screen reader meets it as a heading, a paragraph, a table cell or a list item in reading order, or
 * an artifact (rules, decoration) that it skips. pdfkit marks the content; these keep each mark
 * with the drawing it covers. api/test/tagged-pdfs.test.ts fails on anything painted unmarked.
 */
type Doc = PDFKit.PDFDocument;
type Element = PDFKit.PDFStructureElement;

/** The structure types the portal's PDFs use (ISO 32000-1, 14.8.4). */
export type BlockType = 'H1' | 'H2' | 'P' | 'Lbl' | 'LBody' | 'TD';
export type GroupType = 'Table' | 'TR' | 'L' | 'LI';

/**
 * One element of `type` under `parent` whose content is what `draw` paints now. Page breaks
 * belong before it: `draw` may run onto a new page as text does, but an addPage of its own would
 * leave the rest of the element unmarked.
 */
export function block(doc: Doc, parent: Element, type: BlockType, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

/**
 * A table header cell: `Row` for the label of a label/value row, `Column` for a column's header,
 * so a screen reader says which header a cell is under.
 */
export function headerCell(doc: Doc, row: Element, scope: 'Row' | 'Column', draw: () => void): void {
  // pdfkit takes `scope` (the /Table attribute /Scope) though its typings do not list it.
  row.add(doc.struct('TH', { scope } as Parameters<Doc['struct']>[1], draw));
}

/** An element that holds others (a table, a row, a list, an item), under `parent`; end it once filled. */
export function group(doc: Doc, parent: Element, type: GroupType): Element {
  const element = doc.struct(type);
  parent.add(element);
  return element;
}

/** Painting that carries no content of its own (a rule under a row), outside the structure. */
export function artifact(doc: Doc, draw: () => void): void {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}
