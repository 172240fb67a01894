import type { ReactNode } from 'react';
import { Link } from 'mfe-shared/router';

/** GOV.UK summary list: what the visitor gave, a row (SummaryRow) for each answer. */
export function SummaryList({ children }: { children: ReactNode }) {
  return <dl className="portal-summary-list">{children}</dl>;
}

/** One answer: its name, its value and, when it can be changed, a link to the step that asks it. */
export function SummaryRow({ name, change, children }: { name: string; change?: { to: string; what: string }; children: ReactNode }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        {children}
        {change ? (
          <>
            {' '}
            <ChangeLink to={change.to} what={change.what} />
          </>
        ) : null}
      </dd>
    </>
  );
}

/**
 * A summary's way back to a step: 'Change', naming what it changes for screen readers ('Change filer
 * details'). The step then says 'Save' and returns to the summary.
 */
export function ChangeLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={`${to}?returnto=summary`} className="portal-change-link">
      <span aria-hidden="true">✎ </span>Change<span className="portal-visually-hidden"> {what}</span>
    </Link>
  );
}
