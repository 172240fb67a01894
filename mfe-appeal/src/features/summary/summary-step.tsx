import { useRef, useState } from 'react';
import { useNavigate } from 'mfe-shared/router';
import { ApiError, usePortal, usePortalState } from 'mfe-shared';
import { formatFileSize, formatMoney, formatPhone } from 'mfe-shared/format';
import { filerTypeLabels, filingMethodLabels, propertyTypeLabels, APPEAL_MESSAGES } from 'mfe-shared/schemas';
import { Alert, useAssetUrl } from 'mfe-shared/ui';
import { SummaryList, SummaryRow, WizardNav } from 'mfe-shared/wizard';
import { getAppealDraft, propertyExists, submitAppeal } from '../../api/appeal-api';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { SaveForLaterButton } from '../../wizard/save-for-later-button';
import { buildSubmission } from './build-submission';
import { OWNER_CODE_REQUIRED, OwnerCodeField } from './owner-code-field';
import { clearAppealState, RESET_DELAY_MS } from './clear-appeal-state';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/** Summary (docs/product.md#appeal-steps): everything the filer said, the legal notice, and Submit Appeal. */
export function SummaryStep() {
  const portal = usePortal();
  const assetUrl = useAssetUrl();
  const navigate = useNavigate();
  const { settings, staff, property, appellant, draft, updateDraft, facts, back } = useAppealWizard('summary');
  const [documents] = usePortalState('documentation');
  const [breakdown] = usePortalState('breakdown');
  const [, setResult] = usePortalState('appealResult');
  const [submitting, setSubmitting] = useState(false);
  // Set at once, before React re-renders: a second click of a double click must find it set.
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Issue 18: the code on the assessment notice, asked of the public where the county requires it.
  // Kept on this page only: it is a key to the parcel, not part of the draft.
  const askOwnerCode = settings['appeal.require_owner_code'] && !staff;
  const [ownerCode, setOwnerCode] = useState('');
  const [ownerCodeError, setOwnerCodeError] = useState<string | null>(null);
  const ownerCodeInput = useRef<HTMLInputElement>(null);
  const office = settings['general.display_name'];
  const phone = formatPhone(settings['general.phone_number']);
  const currency = settings['general.currency'] === 'GBP' ? 'GBP' : 'USD';
  // The step page's guard sends a visit without a property or appellant back to '/' (docs/product.md#wizard-order-and-guards).
  if (!property || !appellant) return <AppealStepPage step="summary">{null}</AppealStepPage>;

  const submit = async () => {
    if (inFlight.current) return;
    if (askOwnerCode && !ownerCode.trim()) {
      setOwnerCodeError(OWNER_CODE_REQUIRED);
      ownerCodeInput.current?.focus();
      return;
    }
    setOwnerCodeError(null);
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      if (!staff && !(await propertyExists(portal.api, property.id))) throw new ApiError(APPEAL_MESSAGES.propertyNotFound, 404);
      // The same key for every retry of this draft: the server files once and answers the retries with that appeal.
      const key = draft.submissionKey ?? newIdempotencyKey();
      if (!draft.submissionKey) updateDraft({ submissionKey: key });
      const submission = buildSubmission({ property, appellant, draft, documents, breakdown, staffId: staff?.accountId ?? null, ownerCode: askOwnerCode ? ownerCode.trim() : undefined });
      const result = await submitAppeal(portal.api, submission, key);
      setResult(() => result);
      navigate('/appeal/confirmation');
      setTimeout(() => clearAppealState(portal.stores, property.id), RESET_DELAY_MS);
      // A copy saved to finish later: opening its link now finds the appeal filed, so the server
      // empties that copy at once rather than when the link is next opened. Best effort.
      if (draft.savedOnServer) void getAppealDraft(portal.api, draft.savedOnServer.token).catch(() => undefined);
    } catch (error) {
      setSubmitting(false);
      inFlight.current = false;
      // A wrong owner code (or too many) is said beside the field, where it can be put right.
      if (error instanceof ApiError && error.field === 'ownerCode' && askOwnerCode) {
        setOwnerCodeError(error.message);
        ownerCodeInput.current?.focus();
        return;
      }
      // The draft and its key stay (the specification would clear them:
      // docs/product.md#idempotency-keys): a retry then sends the same key, so an appeal the server
      // filed before its answer was lost is answered, not filed twice.
      setFailure(error instanceof ApiError ? error.message : 'Unknown error');
    }
  };

  return (
    <AppealStepPage step="summary">
      {failure ? (
        <Alert type="error" role="alert" heading="There was an error submitting your appeal...">
          <p>{failure}</p>
          <p>
            Please reload the page to try again, or contact {office} on {phone} to help.
          </p>
        </Alert>
      ) : null}
      <SummaryList>
        <SummaryRow name="Property">
          {property.address}, parcel {property.id} ({propertyTypeLabels[property.type]}), owner {property.ownerName}
          {property.value ? `, market value ${formatMoney(property.value.amount, property.value.currency)}` : ''}
        </SummaryRow>
        {staff ? (
          <>
            <SummaryRow name="Appeal season" change={{ to: '/appeal/window', what: 'appeal season' }}>
              {draft.window?.name ?? 'None chosen'}
            </SummaryRow>
            <SummaryRow name="Filing method" change={{ to: '/appeal/method', what: 'filing method' }}>
              {draft.filingMethod ? filingMethodLabels[draft.filingMethod] : 'Not recorded'}
            </SummaryRow>
          </>
        ) : null}
        <SummaryRow name="Filer" change={{ to: '/appeal/details', what: 'filer details' }}>
          <p>
            {appellant.name}, {filerTypeLabels[appellant.type]}
            {appellant.organization ? ` (${appellant.organization})` : ''}
            {appellant.userType ? ` (${appellant.userType})` : ''}
          </p>
          {appellant.address ? (
            <p>
              {[...appellant.address.lines, appellant.address.city, appellant.address.state, appellant.address.zip].filter(Boolean).join(', ')}
            </p>
          ) : null}
          <p>
            {formatPhone(appellant.phone.number)}
            {appellant.phone.extension ? ` extension ${appellant.phone.extension}` : ''}, {appellant.email}
          </p>
        </SummaryRow>
        <SummaryRow name="Your opinion of value" change={{ to: '/appeal/estimation', what: 'value and reasons' }}>
          {formatMoney(Number(draft.estimatedValue.replaceAll(',', '')), currency)}
        </SummaryRow>
        <SummaryRow name="Reasons">
          <ul>
            {draft.allegedReasons.map((reason) => (
              <li key={reason.id}>
                {reason.title}
                {reason.description ? `: ${reason.description}` : ''}
              </li>
            ))}
          </ul>
        </SummaryRow>
        <SummaryRow name="Supporting documents" change={{ to: '/appeal/fileupload', what: 'supporting documents' }}>
          {documents.length ? (
            <ul>
              {documents.map((document) => (
                <li key={document.id}>
                  {document.name} ({formatFileSize(document.size)})
                </li>
              ))}
            </ul>
          ) : (
            <p>You have not uploaded any documents to include in your appeal.</p>
          )}
        </SummaryRow>
        {facts.comper ? (
          <SummaryRow name="Comparables">
            {draft.comparables.length ? (
              <ul>
                {draft.comparables.map((comparable) => (
                  <li key={comparable.id}>
                    {comparable.address} ({comparable.id})
                  </li>
                ))}
              </ul>
            ) : (
              <p>You have not chosen any comparable sales.</p>
            )}
            {draft.comparablesPdf ? (
              <p>
                <a href={assetUrl(`/${portal.tenant}/files/${draft.comparablesPdf.id}`)}>Download the comparables PDF</a>
              </p>
            ) : null}
          </SummaryRow>
        ) : null}
      </SummaryList>
      <h2>Before you submit</h2>
      <p>
        By submitting this appeal you confirm that you are the owner of this property or an agent authorised by the owner, and you agree to receive
        notices about this appeal electronically at {appellant.email}. To receive notices by post instead, contact the appeals office.
      </p>
      {settings['appeal.summary_disclaimer'] ? <p>{settings['appeal.summary_disclaimer']}</p> : null}
      {askOwnerCode ? (
        <OwnerCodeField ref={ownerCodeInput} value={ownerCode} error={ownerCodeError} onChange={setOwnerCode} />
      ) : null}
      <WizardNav
        back={back}
        nextText={submitting ? 'Submitting…' : 'Submit Appeal'}
        onNext={() => void submit()}
        busy={submitting}
        secondary={submitting ? null : <SaveForLaterButton step="summary" />}
      />
    </AppealStepPage>
  );
}
