import { useState } from 'react';
import { useIntlLocale, useLanguage, usePortal } from 'mfe-shared';
import { formatDateTime, formatFileSize } from 'mfe-shared/format';
import type { StatusResponse } from 'mfe-shared/schemas';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';
import { downloadUrl } from '../api';
import { money } from '../money';
import { ConfirmedNotice, PendingAppeal } from './pending-appeal';
import { APPEAL_STATUS_TEXTS } from './status-labels';
import { WhatHappensNext } from './what-happens-next';

/** The statuses in which the office still has the appeal to decide. */
const UNDECIDED: ReadonlyArray<Appeal['status']> = ['filed', 'under-review', 'hearing-scheduled'];

type Appeal = NonNullable<StatusResponse['appeal']>;

type Props = { token: string; appeal: Appeal; timeZone: string; onChanged: (view: StatusResponse) => void };

/** An appeal: where it stands, each step it has been through, what was filed, and the receipt. */
export function AppealStatusView({ token, appeal, timeZone, onChanged }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const { language } = useLanguage();
  const { api } = usePortal();
  const [justConfirmed, setJustConfirmed] = useState(false);
  const confirmed = (view: StatusResponse) => {
    setJustConfirmed(true);
    onChanged(view);
  };
  if (appeal.confirmBy) return <PendingAppeal token={token} appeal={appeal} timeZone={timeZone} onConfirmed={confirmed} />;
  const when = (at: string) => formatDateTime(at, timeZone, {}, locale);
  return (
    <>
      {justConfirmed ? <ConfirmedNotice /> : null}
      <SummaryList>
        <SummaryRow name={t('search.status.row.status')}>
          <strong>{t(APPEAL_STATUS_TEXTS[appeal.status])}</strong>
        </SummaryRow>
        <SummaryRow name={t('search.status.row.parcel')}>
          {appeal.parcel.id}
          {appeal.parcel.address ? `, ${appeal.parcel.address}` : ''}
        </SummaryRow>
        <SummaryRow name={t('search.status.row.claimedValue')}>{money(appeal.claimedValue)}</SummaryRow>
        <SummaryRow name={t('search.status.row.filed')}>{when(appeal.filedAt)}</SummaryRow>
      </SummaryList>
      <p>
        <a href={downloadUrl(api, token, 'receipt.pdf', language)} download>
          {t('search.status.appeal.receipt')}
        </a>
      </p>

      {UNDECIDED.includes(appeal.status) ? <WhatHappensNext filedAt={appeal.filedAt} timeZone={timeZone} /> : null}

      <h2 id="appeal-timeline">{t('search.status.appeal.timeline')}</h2>
      <ol className="usa-process-list" aria-labelledby="appeal-timeline">
        {appeal.timeline.map((step) => (
          <li className="usa-process-list__item" key={`${step.status}-${step.at}`}>
            {/* Said by its status, not the API's English label. */}
            <h3 className="usa-process-list__heading">{t(APPEAL_STATUS_TEXTS[step.status])}</h3>
            <p>{when(step.at)}</p>
            {step.hearingAt ? <p>{t('search.status.appeal.hearingOn', { date: when(step.hearingAt) })}</p> : null}
            {step.decidedValue ? <p>{t('search.status.appeal.decidedValue', { value: money(step.decidedValue) })}</p> : null}
            {step.reason ? <p>{t('search.status.appeal.reason', { reason: step.reason })}</p> : null}
          </li>
        ))}
      </ol>

      <h2>{t('search.status.appeal.documents')}</h2>
      {appeal.documents.length ? (
        <ul>
          {appeal.documents.map((document, index) => (
            <li key={`${document.name}-${index}`}>
              {document.name} ({formatFileSize(document.size)})
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('search.status.appeal.noDocuments')}</p>
      )}
    </>
  );
}
