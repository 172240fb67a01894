import { propertyTypeLabels, type Property } from 'mfe-shared/schemas';
import { formatWhen } from '../mail/format';
import { portalPdf } from '../pdf/portal-pdf';

interface CompsPdfInput {
  /** The county's display name (general.display_name). */
  office: string;
  /** IANA time zone of the county, for the generated date. */
  timeZone: string;
  subject: Property;
  comparables: Property[];
  generatedAt?: Date;
  /** pdfkit compresses page content by default; tests may turn it off to read the text. */
  compress?: boolean;
}

const money = (value: Property['value']) =>
  value ? `${value.currency === 'GBP' ? '£' : '$'}${value.amount.toLocaleString('en-US')}` : 'Pending';

const typeLabel = (type: Property['type']) => propertyTypeLabels[type] ?? type;


/**
 * The comparables PDF of the comparables step (docs/product.md#comparables-step): the subject
 * parcel and the chosen comparables, for the appeal file. Plain standard fonts (WinAnsi: enough for
 * the demo names).
 */
export function renderCompsPdf({ office, timeZone, subject, comparables, generatedAt = new Date(), compress = true }: CompsPdfInput): Promise<Buffer> {
  const title = `Comparable sales for parcel ${subject.id}`;
  const { doc, done, left, width } = portalPdf({ title, author: office, subject: `Comparables selected for ${subject.id}`, compress });

  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(office, { width });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1b1b1b').text(title, { width });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(`Generated ${formatWhen(generatedAt, timeZone)}`, { width });
  doc.moveDown(1.2);

  doc.font('Helvetica-Bold').fontSize(14).fillColor('#1b1b1b').text('Subject property', { width });
  doc.moveDown(0.4);
  const facts: Array<[string, string]> = [
    ['Parcel', subject.id],
    ['Address', subject.address],
    ['Owner', subject.ownerName],
    ['Type', typeLabel(subject.type)],
    ['Assessed value', money(subject.value)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).text(label, left, y, { width: 110 });
    doc.font('Helvetica').fontSize(11).text(value, left + 120, y, { width: width - 120 });
    doc.moveDown(0.2);
  }
  doc.moveDown(1);

  doc.font('Helvetica-Bold').fontSize(14).text(`Comparable parcels (${comparables.length})`, left, doc.y, { width });
  doc.moveDown(0.5);

  const columns = [
    { header: 'Parcel', width: 120 },
    { header: 'Address', width: width - 120 - 90 - 100 },
    { header: 'Type', width: 90 },
    { header: 'Assessed value', width: 100, align: 'right' as const },
  ];
  const rowHeight = 22;
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor('#1b1b1b');
    cells.forEach((cell, index) => {
      const column = columns[index];
      doc.text(cell, x + 4, y + 6, { width: column.width - 8, align: column.align ?? 'left', lineBreak: false, ellipsis: true });
      x += column.width;
    });
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(left + width, y + rowHeight)
      .lineWidth(bold ? 1 : 0.5)
      .strokeColor(bold ? '#1b1b1b' : '#a9aeb1')
      .stroke();
    doc.x = left;
    doc.y = y + rowHeight;
  };
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  for (const parcel of comparables) drawRow([parcel.id, parcel.address, typeLabel(parcel.type), money(parcel.value)], false);

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text('Values are the assessed values on record when this document was generated. Attach this document to your appeal as supporting evidence.', left, doc.y, {
      width,
    });
  doc.end();
  return done;
}
