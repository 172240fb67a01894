import { useState } from 'react';
import { usePortal } from 'mfe-shared';
import { formatDateTime, formatFileSize } from 'mfe-shared/format';
import { APPEAL_STATUS_LABELS, type StatusResponse } from 'mfe-shared/schemas';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { downloadUrl } from '../api';
import { money } from '../money';
import { ConfirmedNotice, PendingAppeal } from './pending-appeal';

type Appeal = NonNullable<StatusResponse['appeal']>;

type Props = { token: string; appeal: Appeal; timeZone: string; onChanged: (view: StatusResponse) => void };

/** An appeal: where it stands, each step it has been through, what was filed, and the receipt. */
export function AppealStatusView({ token, appeal, timeZone, onChanged }: Props) {
  const { api } = usePortal();
  const [justConfirmed, setJustConfirmed] = useState(false);
  const confirmed = (view: StatusResponse) => {
    setJustConfirmed(true);
    onChanged(view);
  };
  if (appeal.confirmBy) return <PendingAppeal token={token} appeal={appeal} timeZone={timeZone} onConfirmed={confirmed} />;
  return (
    <>
      {justConfirmed ? <ConfirmedNotice /> : null}
      <SummaryList>
        <SummaryRow name="Status">
          <strong>{APPEAL_STATUS_LABELS[appeal.status]}</strong>
        </SummaryRow>
        <SummaryRow name="Parcel">
          {appeal.parcel.id}
          {appeal.parcel.address ? `, ${appeal.parcel.address}` : ''}
        </SummaryRow>
        <SummaryRow name="Your opinion of value">{money(appeal.claimedValue)}</SummaryRow>
        <SummaryRow name="Filed">{formatDateTime(appeal.filedAt, timeZone)}</SummaryRow>
      </SummaryList>
      <p>
        <a href={downloadUrl(api, token, 'receipt.pdf')} download>
          Download your receipt (PDF)
        </a>
      </p>

      <h2 id="appeal-timeline">What has happened so far</h2>
      <ol className="usa-process-list" aria-labelledby="appeal-timeline">
        {appeal.timeline.map((step) => (
          <li className="usa-process-list__item" key={`${step.status}-${step.at}`}>
            <h3 className="usa-process-list__heading">{step.label}</h3>
            <p>{formatDateTime(step.at, timeZone)}</p>
            {step.hearingAt ? <p>Hearing on {formatDateTime(step.hearingAt, timeZone)}</p> : null}
            {step.decidedValue ? <p>Decided value: {money(step.decidedValue)}</p> : null}
          </li>
        ))}
      </ol>

      <h2>Documents you sent</h2>
      {appeal.documents.length ? (
        <ul>
          {appeal.documents.map((document, index) => (
            <li key={`${document.name}-${index}`}>
              {document.name} ({formatFileSize(document.size)})
            </li>
          ))}
        </ul>
      ) : (
        <p>No documents were sent with this appeal.</p>
      )}
    </>
  );
}
