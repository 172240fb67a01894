import { useRef, useState, type FormEvent } from 'react';
import { useIntlLocale } from 'mfe-shared';
import { ErrorSummary, FormGroup } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { hearingMoveBodySchema, type HearingView } from 'mfe-shared/schemas';
import { Button } from 'mfe-shared/ui';
import { useT } from '../i18n';
import { ConfirmStep } from './confirm-step';

/** The longest reason hearingMoveBodySchema takes. */
const REASON_MAX = 500;
const FIELD = 'hearing-move-reason';

type Props = { hearing: HearingView; timeZone: string; busy: boolean; onAsk: (reason: string) => Promise<unknown> };

/**
 * The filer's one request to move their hearing: once asked, what became of it (waiting for the
 * county's e-mail, or refused with the county's note); before, while the link may, the reason and
 * an "are you sure", since it can be asked only once.
 */
export function AskToMoveHearing({ hearing, timeZone, busy, onAsk }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const request = hearing.moveRequest;
  if (request) {
    const date = formatDateTime(request.askedAt, timeZone, { dateStyle: 'long' }, locale);
    return (
      <div className="usa-summary-box margin-y-3" role="region" aria-labelledby="hearing-move-asked">
        <div className="usa-summary-box__body">
          <h3 className="usa-summary-box__heading" id="hearing-move-asked">
            {t('search.status.move.askedHeading')}
          </h3>
          {request.answer === 'refused' ? (
            <>
              <p>{t('search.status.move.askedOn', { date })}</p>
              <p>{request.note ? t('search.status.move.refused', { note: request.note }) : t('search.status.move.refusedNoNote')}</p>
            </>
          ) : (
            <p>{t('search.status.move.asked', { date })}</p>
          )}
        </div>
      </div>
    );
  }
  return hearing.canAskToMove ? <MoveForm busy={busy} onAsk={onAsk} /> : null;
}

function MoveForm({ busy, onAsk }: Pick<Props, 'busy' | 'onAsk'>) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState(false);
  const returning = useRef(false);
  const focusIfReturning = (button: HTMLButtonElement | null) => {
    if (button && returning.current) {
      returning.current = false;
      button.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = hearingMoveBodySchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      setAttempt((count) => count + 1);
      return;
    }
    setError(null);
    setAsking(true);
  };

  if (asking) {
    return (
      <ConfirmStep
        heading={t('search.status.move.question')}
        yes={t('search.status.move.yes')}
        working={t('search.status.move.working')}
        busy={busy}
        onYes={async () => {
          await onAsk(reason.trim());
          setAsking(false);
        }}
        onBack={() => {
          returning.current = true;
          setAsking(false);
        }}
      >
        <p>{t('search.status.move.means')}</p>
        <p>{t('search.status.move.yourReason', { reason: reason.trim() })}</p>
      </ConfirmStep>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby="hearing-move-heading" className="margin-top-3">
      <h3 id="hearing-move-heading">{t('search.status.move.heading')}</h3>
      <p>{t('search.status.move.intro')}</p>
      <ErrorSummary errors={error ? [{ fieldId: FIELD, message: error }] : []} focusKey={attempt} />
      <FormGroup id={FIELD} label={t('search.status.move.reason')} hint={t('search.status.move.reasonHint', { max: REASON_MAX })} error={error ?? undefined}>
        {(a11y) => (
          <>
            <textarea
              className={`usa-textarea${error ? ' usa-input--error' : ''}`}
              id={FIELD}
              name="reason"
              rows={4}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              {...a11y}
              aria-describedby={[a11y['aria-describedby'], `${FIELD}-count`].filter(Boolean).join(' ')}
            />
            <span className="usa-hint" id={`${FIELD}-count`}>
              {t('search.status.move.remaining', { count: REASON_MAX - reason.length })}
            </span>
          </>
        )}
      </FormGroup>
      <Button ref={focusIfReturning} type="submit" className="margin-top-2" disabled={busy}>
        {t('search.status.move.continue')}
      </Button>
    </form>
  );
}
