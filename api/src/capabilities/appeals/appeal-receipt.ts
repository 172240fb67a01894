import { and, asc, eq } from 'drizzle-orm';
import { INTL_LOCALES, type Language } from 'mfe-shared/domain';
import type { Database } from '../../infrastructure/db/client';
import { appealComparables, appealDocuments, appealReasonCodes, appealReasons, files, type AppealRow } from '../../infrastructure/db/schema';
import { filingMethodLabel, relationLabel } from '../../infrastructure/i18n/labels';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { formatMoney, formatPhone, formatWhen } from '../../infrastructure/i18n/format';
import { portalPdf } from '../../infrastructure/pdf/portal-pdf';
import { block, group, headerCell } from '../../infrastructure/pdf/tagged-content';

/** What the receipt (and the filing e-mail) states, read from the stored appeal. */
export interface AppealReceiptFacts {
  reference: string;
  county: { name: string; phone: string; email: string };
  timeZone: string;
  filedAt: Date;
  parcel: { id: string; address: string };
  filer: { name: string; relation: string; organization: string | null; email: string; phone: string };
  claimedValue: { amount: number; currency: string };
  /** The county's title of each reason as filed, its labels in other languages now, and the filer's comment. */
  reasons: Array<{ title: string; labels: Record<string, string>; description: string }>;
  documents: Array<{ name: string; size: number }>;
  comparables: Array<{ id: string; address: string }>;
  filingMethod: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function readReceiptFacts(
  db: Pick<Database, 'select'>,
  appeal: AppealRow,
  county: { name: string; phone: string; email: string; timeZone: string },
): Promise<AppealReceiptFacts> {
  const scope = (table: typeof appealReasons | typeof appealDocuments | typeof appealComparables) => and(eq(table.tenantId, appeal.tenantId), eq(table.appealId, appeal.id));
  const reasons = await db
    .select({ title: appealReasons.title, description: appealReasons.description, labels: appealReasonCodes.labels })
    .from(appealReasons)
    .leftJoin(appealReasonCodes, and(eq(appealReasonCodes.tenantId, appealReasons.tenantId), eq(appealReasonCodes.id, appealReasons.codeId)))
    .where(scope(appealReasons))
    .orderBy(asc(appealReasons.position));
  const documents = await db
    .select({ name: files.name, size: files.size })
    .from(appealDocuments)
    .innerJoin(files, and(eq(files.tenantId, appealDocuments.tenantId), eq(files.id, appealDocuments.fileId)))
    .where(scope(appealDocuments))
    .orderBy(asc(files.name));
  const comparables = await db.select().from(appealComparables).where(scope(appealComparables)).orderBy(asc(appealComparables.parcelId));
  const property = (appeal.property ?? {}) as Record<string, unknown>;
  const appellant = (appeal.appellant ?? {}) as Record<string, unknown>;
  const phone = (appellant.phone ?? {}) as { number?: unknown; extension?: unknown };
  const extension = text(phone.extension);
  return {
    reference: appeal.reference,
    county: { name: county.name, phone: county.phone, email: county.email },
    timeZone: county.timeZone,
    filedAt: appeal.confirmedAt ?? appeal.createdAt,
    parcel: { id: appeal.parcelId, address: text(property.address) },
    filer: {
      name: text(appellant.name),
      relation: text(appellant.type),
      organization: text(appellant.organization) || null,
      email: text(appellant.email),
      phone: `${formatPhone(text(phone.number))}${extension ? ` ext. ${extension}` : ''}`,
    },
    claimedValue: { amount: appeal.claimedAmount, currency: appeal.claimedCurrency },
    reasons: reasons.map((reason) => ({ title: reason.title, labels: reason.labels ?? {}, description: reason.description })),
    documents,
    comparables: comparables.map((comparable) => ({ id: comparable.parcelId, address: comparable.address })),
    filingMethod: appeal.filingMethod,
  };
}

/**
 * The appeal receipt: one or two pages a filer keeps, attached to the filing e-mail and
 * downloadable from the status link. pdfkit with its standard fonts, as the comparables PDF
 * (capabilities/comper/comps-pdf.ts); tagged with a title and language, its sections as headings
 * over label/value tables and lists. In the filer's `language`: Helvetica's WinAnsi encoding has
 * every letter Spanish needs (á é í ó ú ü ñ ¿ ¡).
 */
export function renderAppealReceipt(facts: AppealReceiptFacts, { compress = true, language = 'en' as Language } = {}): Promise<Buffer> {
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const fileSize = (bytes: number) =>
    bytes
      ? t('api.receipt.fileSize', { megabytes: (bytes / 1024 / 1024).toLocaleString(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })
      : t('api.receipt.noSize');
  const title = t('api.receipt.title', { reference: facts.reference });
  const { doc, done, root, left, width } = portalPdf({ title, author: facts.county.name, subject: t('api.receipt.subject', { parcel: facts.parcel.id }), compress, language });
  const heading = (label: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.moveDown(0.8);
    block(doc, root, 'H2', () => doc.font('Helvetica-Bold').fontSize(14).fillColor('#1b1b1b').text(label, left, doc.y, { width }));
    doc.moveDown(0.3);
  };
  const facts2 = (rows: Array<[string, string]>) => {
    const table = group(doc, root, 'Table');
    for (const [label, value] of rows) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
      const y = doc.y;
      const row = group(doc, table, 'TR');
      headerCell(doc, row, 'Row', () => doc.font('Helvetica-Bold').fontSize(11).fillColor('#1b1b1b').text(label, left, y, { width: 130 }));
      const after = doc.y;
      block(doc, row, 'TD', () =>
        doc
          .font('Helvetica')
          .fontSize(11)
          .text(value || '-', left + 140, y, { width: width - 140 }),
      );
      row.end();
      doc.y = Math.max(after, doc.y);
      doc.moveDown(0.2);
    }
    table.end();
  };
  const list = (items: string[], empty: string) => {
    doc.font('Helvetica').fontSize(11).fillColor('#1b1b1b');
    if (!items.length) return block(doc, root, 'P', () => doc.text(empty, left, doc.y, { width }));
    // The dash is the item's label, apart from its text, so a screen reader announces a list of
    // items rather than reading out dashes; a wrapped item hangs under its text.
    const indent = doc.widthOfString('- ');
    const entries = group(doc, root, 'L');
    for (const item of items) {
      if (doc.y + doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      const entry = group(doc, entries, 'LI');
      block(doc, entry, 'Lbl', () => doc.text('-', left, y, { width: indent }));
      block(doc, entry, 'LBody', () => doc.text(item, left + indent, y, { width: width - indent }));
      entry.end();
    }
    entries.end();
  };

  block(doc, root, 'P', () => doc.font('Helvetica').fontSize(11).fillColor('#555555').text(facts.county.name, { width }));
  doc.moveDown(0.3);
  block(doc, root, 'H1', () => doc.font('Helvetica-Bold').fontSize(20).fillColor('#1b1b1b').text(t('api.receipt.heading'), { width }));
  doc.moveDown(0.3);
  block(doc, root, 'P', () =>
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(t('api.receipt.reference', { reference: facts.reference }), { width }),
  );
  doc.moveDown(0.3);
  block(doc, root, 'P', () =>
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#555555')
      .text(t('api.receipt.filed', { when: formatWhen(facts.filedAt, facts.timeZone, language) }), { width }),
  );

  heading(t('api.receipt.property'));
  facts2([
    [t('api.receipt.parcel'), facts.parcel.id],
    [t('api.receipt.address'), facts.parcel.address],
  ]);
  heading(t('api.receipt.filedBy'));
  facts2([
    [t('api.receipt.name'), facts.filer.name],
    [t('api.receipt.relation'), relationLabel(facts.filer.relation).in(language)],
    ...(facts.filer.organization ? ([[t('api.receipt.organization'), facts.filer.organization]] as Array<[string, string]>) : []),
    [t('api.receipt.email'), facts.filer.email],
    [t('api.receipt.phone'), facts.filer.phone],
    ...(facts.filingMethod
      ? ([[t('api.receipt.receivedBy'), t('api.receipt.enteredByStaff', { method: filingMethodLabel(facts.filingMethod).in(language) })]] as Array<[string, string]>)
      : []),
  ]);
  heading(t('api.receipt.opinion'));
  facts2([[t('api.receipt.claimedValue'), formatMoney(facts.claimedValue, language)]]);
  heading(t('api.receipt.reasons'));
  list(
    facts.reasons.map((reason) => {
      // The county's own words: its label in the filer's language where it gives one, else as filed.
      const name = language === 'en' ? reason.title : (reason.labels[language] ?? reason.title);
      return reason.description ? `${name}: ${reason.description}` : name;
    }),
    t('api.receipt.noReasons'),
  );
  heading(t('api.receipt.documents'));
  list(
    facts.documents.map((document) => `${document.name} (${fileSize(document.size)})`),
    t('api.receipt.noDocuments'),
  );
  heading(t('api.receipt.comparables'));
  list(
    facts.comparables.map((comparable) => (comparable.address ? `${comparable.id}, ${comparable.address}` : comparable.id)),
    t('api.receipt.noComparables'),
  );

  doc.moveDown(1.5);
  const contact = [
    facts.county.phone && t('api.receipt.contactPhone', { phone: formatPhone(facts.county.phone) }),
    facts.county.email && t('api.receipt.contactEmail', { email: facts.county.email }),
  ]
    .filter(Boolean)
    .join(', ');
  block(doc, root, 'P', () =>
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(
        contact
          ? t('api.receipt.keepWithContact', { reference: facts.reference, office: facts.county.name, contact })
          : t('api.receipt.keep', { reference: facts.reference, office: facts.county.name }),
        left,
        doc.y,
        { width },
      ),
  );
  doc.end();
  return done;
}
