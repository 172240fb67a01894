import type { Language } from 'mfe-shared/domain';
import type { Property } from 'mfe-shared/schemas';
import { propertyTypeLabel } from '../../infrastructure/i18n/labels';
import { say } from '../../infrastructure/i18n/local-text';
import { formatMoney, formatWhen } from '../../infrastructure/i18n/format';
import { portalPdf } from '../../infrastructure/pdf/portal-pdf';
import { artifact, block, group, headerCell } from '../../infrastructure/pdf/tagged-content';

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
  /** The visitor's language: the request's, as the screens that asked for it. */
  language?: Language;
}

/**
 * The comparables PDF of the comparables step (docs/product.md#comparables-step): the subject
 * parcel and the chosen comparables, for the appeal file. Plain standard fonts (WinAnsi: enough for
 * the demo names). Tagged like the appeal receipt: headings, the subject as a label/value table,
 * the comparables as a table under its column headers.
 */
export function renderCompsPdf({ office, timeZone, subject, comparables, generatedAt = new Date(), compress = true, language = 'en' }: CompsPdfInput): Promise<Buffer> {
  const t = (id: string, values?: Record<string, string | number>) => say(language, id, values);
  const money = (value: Property['value']) => (value ? formatMoney(value, language) : t('api.comps.pending'));
  const typeLabel = (type: Property['type']) => propertyTypeLabel(type).in(language);
  const title = t('api.comps.title', { parcel: subject.id });
  const { doc, done, root, left, width } = portalPdf({ title, author: office, subject: t('api.comps.subject', { parcel: subject.id }), compress, language });

  block(doc, root, 'P', () => doc.font('Helvetica').fontSize(11).fillColor('#555555').text(office, { width }));
  doc.moveDown(0.3);
  block(doc, root, 'H1', () => doc.font('Helvetica-Bold').fontSize(20).fillColor('#1b1b1b').text(title, { width }));
  doc.moveDown(0.3);
  block(doc, root, 'P', () =>
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(t('api.comps.generated', { when: formatWhen(generatedAt, timeZone, language) }), { width }),
  );
  doc.moveDown(1.2);

  block(doc, root, 'H2', () => doc.font('Helvetica-Bold').fontSize(14).fillColor('#1b1b1b').text(t('api.comps.subjectHeading'), { width }));
  doc.moveDown(0.4);
  const facts: Array<[string, string]> = [
    [t('api.comps.parcel'), subject.id],
    [t('api.comps.address'), subject.address],
    [t('api.comps.owner'), subject.ownerName],
    [t('api.comps.type'), typeLabel(subject.type)],
    [t('api.comps.value'), money(subject.value)],
  ];
  const subjectTable = group(doc, root, 'Table');
  for (const [label, value] of facts) {
    const y = doc.y;
    const row = group(doc, subjectTable, 'TR');
    headerCell(doc, row, 'Row', () => doc.font('Helvetica-Bold').fontSize(11).text(label, left, y, { width: 110 }));
    block(doc, row, 'TD', () =>
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(value, left + 120, y, { width: width - 120 }),
    );
    row.end();
    doc.moveDown(0.2);
  }
  subjectTable.end();
  doc.moveDown(1);

  block(doc, root, 'H2', () =>
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(t('api.comps.comparables', { count: comparables.length }), left, doc.y, { width }),
  );
  doc.moveDown(0.5);

  const columns = [
    { header: t('api.comps.parcel'), width: 120 },
    { header: t('api.comps.address'), width: width - 120 - 90 - 100 },
    { header: t('api.comps.type'), width: 90 },
    { header: t('api.comps.value'), width: 100, align: 'right' as const },
  ];
  const rowHeight = 22;
  const table = group(doc, root, 'Table');
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#1b1b1b');
    const row = group(doc, table, 'TR');
    cells.forEach((cell, index) => {
      const column = columns[index];
      const cellX = x;
      const draw = () => doc.text(cell, cellX + 4, y + 6, { width: column.width - 8, align: column.align ?? 'left', lineBreak: false, ellipsis: true });
      // The bold row is the header row: each of its cells heads its column.
      if (bold) headerCell(doc, row, 'Column', draw);
      else block(doc, row, 'TD', draw);
      x += column.width;
    });
    row.end();
    artifact(doc, () =>
      doc
        .moveTo(left, y + rowHeight)
        .lineTo(left + width, y + rowHeight)
        .lineWidth(bold ? 1 : 0.5)
        .strokeColor(bold ? '#1b1b1b' : '#a9aeb1')
        .stroke(),
    );
    doc.x = left;
    doc.y = y + rowHeight;
  };
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  for (const parcel of comparables) drawRow([parcel.id, parcel.address, typeLabel(parcel.type), money(parcel.value)], false);
  table.end();

  doc.moveDown(1.5);
  block(doc, root, 'P', () =>
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(t('api.comps.note'), left, doc.y, {
      width,
    }),
  );
  doc.end();
  return done;
}
