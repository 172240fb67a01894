import { useId, type ReactNode } from 'react';
import { Link } from 'mfe-shared/router';
import { useFormsT } from '../i18n/forms-catalogue';

/** GOV.UK summary list: what the visitor gave, a row (SummaryRow) for each answer. */
export function SummaryList({ children }: { children: ReactNode }) {
  return <dl className="portal-summary-list">{children}</dl>;
}

/**
 * One answer: its name, its value and, when it can be changed, a link to the step that asks it, in
 * a column of its own (GOV.UK's actions column; under the value on a phone).
 */
export function SummaryRow({ name, change, children }: { name: string; change?: { to: string; what: string }; children: ReactNode }) {
  return (
    <div className="portal-summary-list__row">
      <dt className="portal-summary-list__key">{name}</dt>
      <dd className="portal-summary-list__value">{children}</dd>
      {change ? (
        <dd className="portal-summary-list__actions">
          <ChangeLink to={change.to} what={change.what} />
        </dd>
      ) : null}
    </div>
  );
}

/**
 * GOV.UK summary card: a titled group of rows that change together, with one change link in its
 * header (the meeting's attendee, meeting and documents).
 */
export function SummaryCard({ title, change, children }: { title: string; change?: { to: string; what: string }; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="portal-summary-card" aria-labelledby={titleId}>
      <div className="portal-summary-card__header">
        <h2 className="portal-summary-card__title" id={titleId}>
          {title}
        </h2>
        {change ? <ChangeLink to={change.to} what={change.what} /> : null}
      </div>
      <div className="portal-summary-card__body">{children}</div>
    </section>
  );
}

/**
 * A summary's way back to a step: 'Change', naming what it changes for screen readers ('Change filer
 * details'). The step then says 'Save' and returns to the summary.
 */
export function ChangeLink({ to, what }: { to: string; what: string }) {
  const t = useFormsT();
  return (
    <Link to={`${to}?returnto=summary`} className="portal-change-link">
      {t('shared.summary.change')}
      <span className="portal-visually-hidden"> {what}</span>
    </Link>
  );
}
