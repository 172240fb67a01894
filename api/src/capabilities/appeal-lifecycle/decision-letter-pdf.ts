import { and, eq } from 'drizzle-orm';
import { formatCalendarDay } from 'mfe-shared/format';
import { INTL_LOCALES, type Language } from 'mfe-shared/domain';
import type { Database } from '../../infrastructure/db/client';
import { appealStatusChanges, type AppealRow, type DecisionLetterRow } from '../../infrastructure/db/schema';
import { addDays, civilDate, formatCivilDate } from '../../infrastructure/clock/zoned-time';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { countyText } from '../../infrastructure/i18n/county-text';
import { formatMoney, formatPhone } from '../../infrastructure/i18n/format';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { portalPdf } from '../../infrastructure/pdf/portal-pdf';
import { artifact, block, group, headerCell } from '../../infrastructure/pdf/tagged-content';
import type { CountySettings } from '../tenants/server-settings';
import { noticeTime, valueBeforeOf } from './decision-letter';
import { SETTLED_REASON } from './decision-reasons';

type Money = { amount: number; currency: string };

/** What a decision's letter says, read from the appeal, its decided step and the county's settings. */
export interface DecisionLetterFacts {
  reference: string;
  /** The letterhead: the county's name, its address (when a setting holds it), phone and e-mail. */
  county: { name: string; address: string; phone: string; email: string };
  /** The letter's day on the county's calendar (YYYY-MM-DD): the day it was sent; a preview before its check: today. */
  day: string;
  parcel: { id: string; address: string };
  /** The property's value as filed; null when the county's record held none. */
  valueBefore: Money | null;
  valueAfter: Money;
  /** A settlement: the filer accepted the county's offer. */
  settled: boolean;
  /** The county's reasons in the letter's language (a settlement's: the filer's acceptance). */
  reasons: string[];
  explanation: string | null;
  /** A panel or an officer's title, only when staff gave one: the filer is never told a staff member's name. */
  decidedBy: string | null;
  /** Where a further appeal goes and by which day (YYYY-MM-DD, or null: no day); null: the county names none, so the office is the next step. */
  furtherAppeal: { body: string; by: string | null } | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The facts of `letter` in `language`. `now`: the day of a letter not sent yet (a preview). */
export async function readDecisionLetterFacts(
  db: Pick<Database, 'select'>,
  { appeal, letter, settings, language, now = new Date() }: { appeal: AppealRow; letter: DecisionLetterRow; settings: CountySettings; language: Language; now?: Date },
): Promise<DecisionLetterFacts> {
  const [change] = await db
    .select()
    .from(appealStatusChanges)
    .where(and(eq(appealStatusChanges.tenantId, appeal.tenantId), eq(appealStatusChanges.id, letter.changeId)));
  const timeZone = countyTimeZone(settings);
  const noticeDay = civilDate(letter.status === 'sent' ? noticeTime(letter, change.createdAt) : now, timeZone);
  const body = countyText(settings, 'appeal.further_appeal_body').in(language).trim();
  const days = settings['appeal.further_appeal_days'];
  const decision = change.decision;
  return {
    reference: appeal.reference,
    county: {
      name: countyText(settings, 'general.display_name').in(language),
      address: countyText(settings, 'appeal.mailing_address_text').in(language).trim(),
      phone: settings['general.phone_number'],
      email: settings['general.email'],
    },
    day: formatCivilDate(noticeDay),
    parcel: { id: appeal.parcelId, address: text(((appeal.property ?? {}) as { address?: unknown }).address) },
    valueBefore: valueBeforeOf(appeal),
    valueAfter: { amount: change.decidedAmount ?? 0, currency: change.decidedCurrency ?? appeal.claimedCurrency },
    settled: change.actor === 'portal' || (decision?.reasons.some((reason) => reason.id === SETTLED_REASON.id) ?? false),
    reasons: (decision?.reasons ?? []).map((reason) => reason.labels[language] ?? reason.description),
    explanation: decision?.explanation ?? null,
    decidedBy: decision?.decidedBy ?? null,
    furtherAppeal: body ? { body, by: days > 0 ? formatCivilDate(addDays(noticeDay, days)) : null } : null,
  };
}

const INK = '#1b1b1b';
const QUIET = '#555555';

/**
 * The decision letter: the county's letterhead, the appeal and its property, the values before and
 * after, the reasons as a list, the explanation, who decided (only when a panel or title was given)
 * and what the owner can do next. A tagged PDF like the receipt (capabilities/appeals/appeal-receipt.ts): its
 * title and language, an H1 and H2 sections, label/value tables with row headers, the reasons a list,
 * the rule under the letterhead an artifact. In the filing's `language`. Every text has the column's
 * width, so a long address or word wraps (pdfkit breaks a word longer than the line) and the next
 * row starts below the taller of its two cells; a row that would not fit starts a new page.
 */
export function renderDecisionLetter(facts: DecisionLetterFacts, { compress = true, language = 'en' as Language } = {}): Promise<Buffer> {
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const locale = INTL_LOCALES[language];
  const day = (date: string) => formatCalendarDay(date, locale);
  const { doc, done, root, left, width } = portalPdf({
    title: t('api.letter.title', { reference: facts.reference }),
    author: facts.county.name,
    subject: t('api.letter.subject', { parcel: facts.parcel.id }),
    compress,
    language,
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const roomFor = (height: number) => {
    if (doc.y + height > bottom() && doc.y > doc.page.margins.top) doc.addPage();
  };
  const paragraph = (words: string, { size = 11, color = INK, bold = false } = {}) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    roomFor(Math.min(doc.heightOfString(words, { width }), doc.currentLineHeight(true) * 3));
    block(doc, root, 'P', () => doc.fillColor(color).text(words, left, doc.y, { width }));
  };
  const heading = (label: string) => {
    // A heading keeps at least a few lines of its section with it.
    roomFor(80);
    doc.moveDown(0.8);
    block(doc, root, 'H2', () => doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(label, left, doc.y, { width }));
    doc.moveDown(0.3);
  };
  const LABEL = 150;
  const GAP = 12;
  const table = (rows: Array<[string, string]>) => {
    const element = group(doc, root, 'Table');
    for (const [label, value] of rows) {
      doc.font('Helvetica-Bold').fontSize(11);
      const labelHeight = doc.heightOfString(label, { width: LABEL });
      doc.font('Helvetica').fontSize(11);
      const valueHeight = doc.heightOfString(value || '-', { width: width - LABEL - GAP });
      roomFor(Math.max(labelHeight, valueHeight));
      const y = doc.y;
      const row = group(doc, element, 'TR');
      headerCell(doc, row, 'Row', () => doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(label, left, y, { width: LABEL }));
      const afterLabel = doc.y;
      const page = doc.page;
      block(doc, row, 'TD', () =>
        doc
          .font('Helvetica')
          .fontSize(11)
          .fillColor(INK)
          .text(value || '-', left + LABEL + GAP, y, { width: width - LABEL - GAP }),
      );
      row.end();
      // A value taller than a page ran onto the next: the label's end is on the page before.
      doc.y = doc.page === page ? Math.max(afterLabel, doc.y) : doc.y;
      doc.moveDown(0.25);
    }
    element.end();
  };
  const list = (items: string[]) => {
    doc.font('Helvetica').fontSize(11).fillColor(INK);
    // The dash is the item's label, apart from its text, so a screen reader announces a list of items.
    const indent = doc.widthOfString('- ') + 2;
    const entries = group(doc, root, 'L');
    for (const item of items) {
      roomFor(Math.min(doc.heightOfString(item, { width: width - indent }), doc.currentLineHeight(true) * 2));
      const y = doc.y;
      const entry = group(doc, entries, 'LI');
      block(doc, entry, 'Lbl', () => doc.text('-', left, y, { width: indent }));
      block(doc, entry, 'LBody', () => doc.text(item, left + indent, y, { width: width - indent }));
      entry.end();
      doc.moveDown(0.15);
    }
    entries.end();
  };

  // The letterhead.
  paragraph(facts.county.name, { size: 14, bold: true });
  if (facts.county.address) paragraph(facts.county.address, { size: 10, color: QUIET });
  const reach = [
    facts.county.phone && t('api.letter.phone', { phone: formatPhone(facts.county.phone) }),
    facts.county.email && t('api.letter.email', { email: facts.county.email }),
  ]
    .filter(Boolean)
    .join('   ');
  if (reach) paragraph(reach, { size: 10, color: QUIET });
  doc.moveDown(0.5);
  artifact(doc, () =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.75)
      .strokeColor('#a9aeb1')
      .stroke(),
  );
  doc.moveDown(0.8);
  paragraph(t('api.letter.date', { date: day(facts.day) }), { color: QUIET });
  doc.moveDown(0.5);
  block(doc, root, 'H1', () => doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(t('api.letter.heading'), left, doc.y, { width }));
  doc.moveDown(0.3);
  paragraph(t('api.letter.reference', { reference: facts.reference }), { size: 14, bold: true });

  heading(t('api.letter.property'));
  table([
    [t('api.letter.parcel'), facts.parcel.id],
    [t('api.letter.address'), facts.parcel.address],
  ]);

  heading(t('api.letter.decision'));
  paragraph(t(facts.settled ? 'api.letter.settled' : 'api.letter.decided'));
  doc.moveDown(0.4);
  table([
    [t('api.letter.valueBefore'), facts.valueBefore ? formatMoney(facts.valueBefore, language) : t('api.letter.noValue')],
    [t('api.letter.valueAfter'), formatMoney(facts.valueAfter, language)],
    ...(facts.decidedBy ? ([[t('api.letter.decidedBy'), facts.decidedBy]] as Array<[string, string]>) : []),
  ]);

  if (facts.reasons.length) {
    heading(t('api.letter.reasons'));
    list(facts.reasons);
  }
  if (facts.explanation) {
    heading(t('api.letter.explanation'));
    paragraph(facts.explanation);
  }

  heading(t('api.letter.next'));
  const further = facts.furtherAppeal;
  paragraph(
    further
      ? further.by
        ? t('api.letter.furtherAppealBy', { body: further.body, date: day(further.by) })
        : t('api.letter.furtherAppeal', { body: further.body })
      : t('api.letter.furtherAppealOffice', { office: facts.county.name }),
  );

  doc.moveDown(1.2);
  const contact = [
    facts.county.phone && t('api.receipt.contactPhone', { phone: formatPhone(facts.county.phone) }),
    facts.county.email && t('api.receipt.contactEmail', { email: facts.county.email }),
  ]
    .filter(Boolean)
    .join(', ');
  paragraph(
    contact
      ? t('api.letter.keepWithContact', { reference: facts.reference, office: facts.county.name, contact })
      : t('api.letter.keep', { reference: facts.reference, office: facts.county.name }),
    { size: 9, color: QUIET },
  );
  doc.end();
  return done;
}

/** The letter's file name, for the e-mail's attachment and the downloads. */
export const decisionLetterFileName = (reference: string) => `decision-letter-${reference}.pdf`;
