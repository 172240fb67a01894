import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appealComparables, appealDocuments, appealReasons, files, type AppealRow } from '../db/schema';
import { formatMoney, formatPhone, formatWhen } from '../mail/format';
import { portalPdf } from '../pdf/portal-pdf';

/** What the receipt (and the filing e-mail) states, read from the stored appeal. */
export interface AppealReceiptFacts {
  reference: string;
  county: { name: string; phone: string; email: string };
  timeZone: string;
  filedAt: Date;
  parcel: { id: string; address: string };
  filer: { name: string; relation: string; organization: string | null; email: string; phone: string };
  claimedValue: { amount: number; currency: string };
  reasons: Array<{ title: string; description: string }>;
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
  const scope = (table: typeof appealReasons | typeof appealDocuments | typeof appealComparables) =>
    and(eq(table.tenantId, appeal.tenantId), eq(table.appealId, appeal.id));
  const reasons = await db.select().from(appealReasons).where(scope(appealReasons)).orderBy(asc(appealReasons.position));
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
    reasons: reasons.map((reason) => ({ title: reason.title, description: reason.description })),
    documents,
    comparables: comparables.map((comparable) => ({ id: comparable.parcelId, address: comparable.address })),
    filingMethod: appeal.filingMethod,
  };
}

const RELATIONS: Record<string, string> = { owner: 'Owner', agent: 'Agent', other: 'Other' };
const fileSize = (bytes: number) => (bytes ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : 'N/A');

/**
 * The appeal receipt (issue 17): one or two pages a filer keeps, attached to the filing e-mail and
 * downloadable from the status link. pdfkit with its standard fonts, as the comparables PDF
 * (comper/comps-pdf.ts); tagged with a title and language.
 */
export function renderAppealReceipt(facts: AppealReceiptFacts, { compress = true } = {}): Promise<Buffer> {
  const title = `Appeal receipt ${facts.reference}`;
  const { doc, done, left, width } = portalPdf({ title, author: facts.county.name, subject: `Receipt of the appeal for parcel ${facts.parcel.id}`, compress });
  const heading = (label: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor('#1b1b1b').text(label, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const facts2 = (rows: Array<[string, string]>) => {
    for (const [label, value] of rows) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(11).fillColor('#1b1b1b').text(label, left, y, { width: 130 });
      const after = doc.y;
      doc.font('Helvetica').fontSize(11).text(value || '-', left + 140, y, { width: width - 140 });
      doc.y = Math.max(after, doc.y);
      doc.moveDown(0.2);
    }
  };
  const list = (items: string[], empty: string) => {
    doc.font('Helvetica').fontSize(11).fillColor('#1b1b1b');
    if (!items.length) doc.text(empty, left, doc.y, { width });
    for (const item of items) doc.text(`- ${item}`, left, doc.y, { width });
  };

  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(facts.county.name, { width });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1b1b1b').text('Receipt of your appeal', { width });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(16).text(`Reference ${facts.reference}`, { width });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(`Filed ${formatWhen(facts.filedAt, facts.timeZone)}`, { width });

  heading('Property');
  facts2([
    ['Parcel', facts.parcel.id],
    ['Address', facts.parcel.address],
  ]);
  heading('Filed by');
  facts2([
    ['Name', facts.filer.name],
    ['Relation to owner', RELATIONS[facts.filer.relation] ?? facts.filer.relation],
    ...(facts.filer.organization ? ([['Organization', facts.filer.organization]] as Array<[string, string]>) : []),
    ['E-mail', facts.filer.email],
    ['Phone', facts.filer.phone],
    ...(facts.filingMethod ? ([['Received by', `${facts.filingMethod} (entered by office staff)`]] as Array<[string, string]>) : []),
  ]);
  heading("Owner's opinion of value");
  facts2([['Claimed value', formatMoney(facts.claimedValue)]]);
  heading('Reasons');
  list(
    facts.reasons.map((reason) => (reason.description ? `${reason.title}: ${reason.description}` : reason.title)),
    'None given.',
  );
  heading('Supporting documents');
  list(
    facts.documents.map((document) => `${document.name} (${fileSize(document.size)})`),
    'No documents were uploaded.',
  );
  heading('Comparable properties');
  list(
    facts.comparables.map((comparable) => (comparable.address ? `${comparable.id}, ${comparable.address}` : comparable.id)),
    'No comparables were chosen.',
  );

  doc.moveDown(1.5);
  const contact = [facts.county.phone && `phone ${formatPhone(facts.county.phone)}`, facts.county.email && `e-mail ${facts.county.email}`].filter(Boolean).join(', ');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `Keep this receipt. Quote your reference ${facts.reference} when you contact ${facts.county.name}${contact ? ` (${contact})` : ''}.`,
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
