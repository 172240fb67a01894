import { useRef, useState } from 'react';
import { ApiError, useIntlLocale, useLanguage, usePortal, useSettings } from 'mfe-shared';
import { formatDateTime, formatFileSize, zonedDateKey } from 'mfe-shared/format';
import type { NextStep, StatusResponse } from 'mfe-shared/schemas';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';
import { answerOffer, askToMoveHearing, downloadUrl, getStatus, withdrawAppeal } from '../api';
import { money } from '../money';
import { DecisionSummary } from './appeal-decision';
import { AppealEvidence } from './appeal-evidence';
import { YourHearing } from './appeal-hearing';
import { OfferToAnswer, type OfferAnswer } from './appeal-offer';
import { AppealTimeline } from './appeal-timeline';
import { WithdrawAppeal } from './appeal-withdraw';
import { StepOutcome } from './confirm-step';
import { ConfirmedNotice, PendingAppeal } from './pending-appeal';
import { APPEAL_STATUS_TEXTS } from './status-labels';
import { WhatHappensNext } from './what-happens-next';

/** The statuses in which the office still has the appeal to decide (what an API from before `nextStep` is read by). */
const UNDECIDED: ReadonlyArray<Appeal['status']> = ['filed', 'under-review', 'offer-made', 'offer-declined', 'hearing-scheduled', 'hearing-held'];

const DAY_MS = 86_400_000;

type Appeal = NonNullable<StatusResponse['appeal']>;

type Props = { token: string; appeal: Appeal; county: StatusResponse['county']; onChanged: (view: StatusResponse) => void };

/** A step the filer takes by the link. */
type FilerStep = OfferAnswer | 'withdraw' | 'move' | 'evidence';
/**
 * What the last step came to, shown at the top until the next one: done (with the value an accepted
 * offer decided, or how many documents of evidence were added), or refused or failed (the API's message, in the visitor's language; null: the
 * network, said by the page). `serial` mounts each outcome anew, so each is said once.
 */
type Outcome = { serial: number; step: FilerStep } & ({ done: true; value: string; count?: number; decided?: boolean } | { done: false; message: string | null });

/** An appeal: where it stands, the decision and its letter, the offer to answer, the hearing, what is due next, the evidence both ways, each step it has been through, what was filed, the receipt, and its withdrawal. */
export function AppealStatusView({ token, appeal, county, onChanged }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const { language } = useLanguage();
  const { api } = usePortal();
  const decisionDays = useSettings()['appeal.decision_days'];
  const [justConfirmed, setJustConfirmed] = useState(false);
  const [sending, setSending] = useState<FilerStep | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomes = useRef(0);
  const timeZone = county.timeZone;
  const confirmed = (view: StatusResponse) => {
    setJustConfirmed(true);
    onChanged(view);
  };
  if (appeal.confirmBy) return <PendingAppeal token={token} appeal={appeal} timeZone={timeZone} onConfirmed={confirmed} />;
  const when = (at: string) => formatDateTime(at, timeZone, {}, locale);

  const take = async (step: Exclude<FilerStep, 'evidence'>, send: () => Promise<StatusResponse>) => {
    const value = appeal.offer ? money(appeal.offer) : '';
    setSending(step);
    setJustConfirmed(false);
    setOutcome(null);
    const serial = ++outcomes.current;
    try {
      const view = await send();
      onChanged(view);
      // An accepted offer decides the appeal, but while its letter waits for the office's check the page is not told so.
      setOutcome({ serial, step, done: true, value, decided: view.appeal?.status === 'decided' });
    } catch (error) {
      const refused = error instanceof ApiError && error.status < 500;
      setOutcome({ serial, step, done: false, message: refused ? error.message : null });
      // A refusal means the appeal moved on without this page (the offer's time ended, the hearing
      // began, the office acted, the request was already made): show it as it now stands, under the reason.
      if (refused) getStatus(api, token).then(onChanged, () => undefined);
    } finally {
      setSending(null);
    }
  };

  // Evidence goes up by the upload list and its refusals are said in its own form; only its success is said up here.
  const evidenceAdded = (view: StatusResponse, count: number) => {
    setJustConfirmed(false);
    onChanged(view);
    setOutcome({ serial: ++outcomes.current, step: 'evidence', done: true, value: '', count });
  };

  // An API from before `nextStep` sends none: the county reviews any appeal still undecided.
  const next: NextStep | null =
    appeal.nextStep !== undefined
      ? appeal.nextStep
      : UNDECIDED.includes(appeal.status)
        ? { step: 'county-reviews', by: decisionDays > 0 ? zonedDateKey(new Date(Date.parse(appeal.filedAt) + decisionDays * DAY_MS), timeZone) : null }
        : null;
  const decided = appeal.status === 'decided' ? [...appeal.timeline].reverse().find((step) => step.status === 'decided') : undefined;

  return (
    <>
      {justConfirmed ? <ConfirmedNotice /> : null}
      {outcome ? <OutcomeNotice key={outcome.serial} outcome={outcome} /> : null}
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

      {decided ? (
        <DecisionSummary
          step={decided}
          valueBefore={appeal.valueBefore ?? null}
          furtherAppeal={appeal.furtherAppeal}
          county={county}
          letterUrl={appeal.decisionLetter ? downloadUrl(api, token, 'decision-letter.pdf', language) : undefined}
        />
      ) : null}
      {appeal.offer?.canAnswer ? (
        <OfferToAnswer offer={appeal.offer} timeZone={timeZone} busy={sending !== null} onAnswer={(answer) => take(answer, () => answerOffer(api, token, answer))} />
      ) : null}
      {appeal.hearing ? (
        <YourHearing hearing={appeal.hearing} timeZone={timeZone} busy={sending !== null} onAskToMove={(reason) => take('move', () => askToMoveHearing(api, token, reason))} />
      ) : null}
      {next ? <WhatHappensNext next={next} timeZone={timeZone} /> : null}
      {appeal.evidence ? <AppealEvidence token={token} evidence={appeal.evidence} timeZone={timeZone} onAdded={evidenceAdded} /> : null}

      <AppealTimeline timeline={appeal.timeline} timeZone={timeZone} />

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

      {appeal.canWithdraw ? <WithdrawAppeal status={appeal.status} busy={sending !== null} onWithdraw={() => take('withdraw', () => withdrawAppeal(api, token))} /> : null}
    </>
  );
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  const t = useT();
  if (!outcome.done) {
    const [heading, failed] =
      outcome.step === 'withdraw'
        ? (['search.status.withdraw.failedHeading', 'search.status.withdraw.failed'] as const)
        : outcome.step === 'move'
          ? (['search.status.move.failedHeading', 'search.status.move.failed'] as const)
          : (['search.status.offer.failedHeading', 'search.status.offer.failed'] as const);
    return <StepOutcome type="error" heading={t(heading)} body={outcome.message ?? t(failed)} />;
  }
  return outcome.step === 'move' ? (
    <StepOutcome type="success" heading={t('search.status.move.doneHeading')} body={t('search.status.move.doneBody')} />
  ) : outcome.step === 'evidence' ? (
    <StepOutcome type="success" heading={t('search.status.evidence.doneHeading')} body={t('search.status.evidence.doneBody', { count: outcome.count ?? 1 })} />
  ) : outcome.step === 'accept' ? (
    <StepOutcome
      type="success"
      heading={t('search.status.offer.acceptedHeading')}
      body={t(outcome.decided ? 'search.status.offer.acceptedBody' : 'search.status.offer.acceptedLetterBody', { value: outcome.value })}
    />
  ) : outcome.step === 'decline' ? (
    <StepOutcome type="success" heading={t('search.status.offer.declinedHeading')} body={t('search.status.offer.declinedBody')} />
  ) : (
    <StepOutcome type="success" heading={t('search.status.withdraw.doneHeading')} body={t('search.status.withdraw.doneBody')} />
  );
}
