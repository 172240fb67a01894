import { useEffect, useRef, useState } from 'react';
import { announce, ApiError, useIntlLocale, usePortal } from 'mfe-shared';
import { formatDateTime } from 'mfe-shared/format';
import type { StatusResponse } from 'mfe-shared/schemas';
import { Alert, Button } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';
import { confirmAppeal } from '../api';
import { money } from '../money';

type Appeal = NonNullable<StatusResponse['appeal']>;
type Props = { token: string; appeal: Appeal; timeZone: string; onConfirmed: (view: StatusResponse) => void };
/** A failure's message is the API's (already in the visitor's language), or null: the network, said by the page. */
type Confirming = { step: 'idle' } | { step: 'working' } | { step: 'failed'; message: string | null };

/**
 * A public filing that waits for its filer. Opened with the e-mail's confirmation link it
 * offers "Confirm my appeal"; opened with the status link the filing browser holds it says where to
 * find that link. A lapsed one says it was not filed.
 */
export function PendingAppeal({ token, appeal, timeZone, onConfirmed }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const { api } = usePortal();
  const [confirming, setConfirming] = useState<Confirming>({ step: 'idle' });
  const deadline = formatDateTime(appeal.confirmBy!, timeZone, {}, locale);
  const lapsed = new Date(appeal.confirmBy!).getTime() <= Date.now();

  const confirm = async () => {
    setConfirming({ step: 'working' });
    try {
      onConfirmed(await confirmAppeal(api, token));
    } catch (error) {
      setConfirming({ step: 'failed', message: error instanceof ApiError && error.status < 500 ? error.message : null });
    }
  };

  return (
    <>
      {lapsed ? (
        <Alert type="warning" heading={t('search.status.pending.lapsedHeading')}>
          <p>{t('search.status.pending.lapsedBody', { deadline })}</p>
        </Alert>
      ) : appeal.canConfirm ? (
        <Alert type="info" heading={t('search.status.pending.confirmHeading')}>
          <p>{t('search.status.pending.confirmBody', { deadline })}</p>
        </Alert>
      ) : (
        <Alert type="info" heading={t('search.status.pending.waitingHeading')}>
          <p>{t('search.status.pending.waitingBody', { deadline })}</p>
        </Alert>
      )}
      <SummaryList>
        <SummaryRow name={t('search.status.row.status')}>
          <strong>{lapsed ? t('search.status.pending.notFiled') : t('search.status.pending.waiting')}</strong>
        </SummaryRow>
        <SummaryRow name={t('search.status.row.parcel')}>
          {appeal.parcel.id}
          {appeal.parcel.address ? `, ${appeal.parcel.address}` : ''}
        </SummaryRow>
        <SummaryRow name={t('search.status.row.claimedValue')}>{money(appeal.claimedValue)}</SummaryRow>
        <SummaryRow name={t('search.status.row.documents')}>
          {appeal.documents.length ? appeal.documents.map((document) => document.name).join(', ') : t('search.status.pending.noDocuments')}
        </SummaryRow>
      </SummaryList>
      {appeal.canConfirm && !lapsed ? (
        <>
          {confirming.step === 'failed' ? (
            <Alert type="error" role="alert">
              <p>{confirming.message ?? t('search.status.pending.confirmFailed')}</p>
            </Alert>
          ) : null}
          <Button onClick={confirm} disabled={confirming.step === 'working'}>
            {confirming.step === 'working' ? t('search.status.pending.confirming') : t('search.status.pending.confirm')}
          </Button>
        </>
      ) : null}
    </>
  );
}

/** After "Confirm my appeal": the outcome, announced and focused, above the filed appeal. */
export function ConfirmedNotice() {
  const t = useT();
  const notice = useRef<HTMLDivElement>(null);
  const said = t('search.status.confirmed.announce');
  useEffect(() => {
    announce(said);
    notice.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the appeal is confirmed: a later switch of language does not announce it again
  }, []);
  return (
    <div ref={notice} tabIndex={-1} className="margin-bottom-3">
      <Alert type="success" heading={t('search.status.confirmed.heading')}>
        <p>{t('search.status.confirmed.body')}</p>
      </Alert>
    </div>
  );
}
