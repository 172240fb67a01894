import { useEffect, useRef, useState } from 'react';
import { announce, ApiError, usePortal } from 'mfe-shared';
import { formatDateTime } from 'mfe-shared/format';
import type { StatusResponse } from 'mfe-shared/schemas';
import { Alert, Button } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { confirmAppeal } from '../api';
import { money } from '../money';

type Appeal = NonNullable<StatusResponse['appeal']>;
type Props = { token: string; appeal: Appeal; timeZone: string; onConfirmed: (view: StatusResponse) => void };
type Confirming = { step: 'idle' } | { step: 'working' } | { step: 'failed'; message: string };

/**
 * A public filing that waits for its filer (issue 18). Opened with the e-mail's confirmation link it
 * offers "Confirm my appeal"; opened with the status link the filing browser holds it says where to
 * find that link. A lapsed one says it was not filed.
 */
export function PendingAppeal({ token, appeal, timeZone, onConfirmed }: Props) {
  const { api } = usePortal();
  const [confirming, setConfirming] = useState<Confirming>({ step: 'idle' });
  const deadline = formatDateTime(appeal.confirmBy!, timeZone);
  const lapsed = new Date(appeal.confirmBy!).getTime() <= Date.now();

  const confirm = async () => {
    setConfirming({ step: 'working' });
    try {
      onConfirmed(await confirmAppeal(api, token));
    } catch (error) {
      setConfirming({ step: 'failed', message: error instanceof ApiError && error.status < 500 ? error.message : 'We could not confirm your appeal. Please try again.' });
    }
  };

  return (
    <>
      {lapsed ? (
        <Alert type="warning" heading="This appeal was not filed">
          <p>It was not confirmed by {deadline}. To appeal, please file it again from your property's page.</p>
        </Alert>
      ) : appeal.canConfirm ? (
        <Alert type="info" heading="Confirm your appeal">
          <p>Your appeal is not filed yet. Check the details below, then confirm it by {deadline}.</p>
        </Alert>
      ) : (
        <Alert type="info" heading="Waiting for your confirmation">
          <p>
            Your appeal is not filed until you confirm it with the link in the e-mail we sent you. Please open it and select "Confirm my appeal" by {deadline}.
          </p>
        </Alert>
      )}
      <SummaryList>
        <SummaryRow name="Status">
          <strong>{lapsed ? 'Not filed' : 'Waiting for confirmation'}</strong>
        </SummaryRow>
        <SummaryRow name="Parcel">
          {appeal.parcel.id}
          {appeal.parcel.address ? `, ${appeal.parcel.address}` : ''}
        </SummaryRow>
        <SummaryRow name="Your opinion of value">{money(appeal.claimedValue)}</SummaryRow>
        <SummaryRow name="Documents">{appeal.documents.length ? appeal.documents.map((document) => document.name).join(', ') : 'None'}</SummaryRow>
      </SummaryList>
      {appeal.canConfirm && !lapsed ? (
        <>
          {confirming.step === 'failed' ? (
            <Alert type="error" role="alert">
              <p>{confirming.message}</p>
            </Alert>
          ) : null}
          <Button onClick={confirm} disabled={confirming.step === 'working'}>
            {confirming.step === 'working' ? 'Confirming…' : 'Confirm my appeal'}
          </Button>
        </>
      ) : null}
    </>
  );
}

/** After "Confirm my appeal": the outcome, announced and focused, above the filed appeal. */
export function ConfirmedNotice() {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    announce('Your appeal is filed. We have e-mailed your receipt.');
    notice.current?.focus();
  }, []);
  return (
    <div ref={notice} tabIndex={-1} className="margin-bottom-3">
      <Alert type="success" heading="Your appeal is filed">
        <p>We have e-mailed your receipt. You can also download it below.</p>
      </Alert>
    </div>
  );
}
