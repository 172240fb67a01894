import { useRef, useState } from 'react';
import { useNavigate } from 'mfe-shared/router';
import { ApiError, useCountyText, useLanguage, usePortal, usePortalState } from 'mfe-shared';
import { LANGUAGE_NAMES, manualEntryFor, SOURCE_LANGUAGE } from 'mfe-shared/domain';
import { formatFileSize, formatMoney, formatPhone } from 'mfe-shared/format';
import { useMessageText } from 'mfe-shared/forms';
import { APPEAL_MESSAGES, type SelectedReason } from 'mfe-shared/schemas';
import { Alert, serverMessage, useAssetUrl, useLoad } from 'mfe-shared/ui';
import { SummaryList, SummaryRow, WizardNav } from 'mfe-shared/wizard';
import { getAppealDraft, getReasonCodes, propertyExists, submitAppeal } from '../../api/appeal-api';
import { keepFilerToken } from '../../lib/filer-token';
import { useT } from '../../i18n/catalogue';
import { reasonLabel } from '../../lib/reason-label';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { useAppealWizard } from '../../wizard/use-appeal-wizard';
import { SaveForLaterButton } from '../../wizard/save-for-later-button';
import { buildSubmission } from './build-submission';
import { OWNER_CODE_REQUIRED, OwnerCodeField } from './owner-code-field';
import { clearAppealState, RESET_DELAY_MS } from './clear-appeal-state';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * The selected reasons as the visitor's language names them: the draft keeps each code's
 * description, in the county's language, so in another language the codes are read again for their
 * labels; until they come, or where a code has none, the description is shown.
 */
function useReasonLabels(): (reason: SelectedReason) => string {
  const { api } = usePortal();
  const { language } = useLanguage();
  // Where a code has no label yet the description stays: a failed read shows it too.
  const codes = useLoad(language === SOURCE_LANGUAGE ? null : 'appeal-reasons', (signal) => getReasonCodes(api, signal));
  return (reason) => {
    const code = language === SOURCE_LANGUAGE ? undefined : codes.status === 'ready' ? codes.data.find((candidate) => candidate.id === reason.id) : undefined;
    return code ? reasonLabel(code, language) : reason.title;
  };
}

type OwnerCodeProblem = { required: true } | { message: string };

/** Summary (docs/product.md#appeal-steps): everything the filer said, the legal notice, and Submit Appeal. */
export function SummaryStep() {
  const t = useT();
  const say = useMessageText();
  const reasonTitle = useReasonLabels();
  const disclaimer = useCountyText('appeal.summary_disclaimer');
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
  // The API's message (already in the visitor's language) or one of mfe-shared's; none: no answer came, said in the step's words.
  const [failure, setFailure] = useState<{ message?: string } | null>(null);
  // The code on the assessment notice, asked of the public where the county requires it.
  // Kept on this page only: it is a key to the parcel, not part of the draft.
  const askOwnerCode = settings['appeal.require_owner_code'] && !staff;
  const [ownerCode, setOwnerCode] = useState('');
  const [ownerCodeProblem, setOwnerCodeProblem] = useState<OwnerCodeProblem | null>(null);
  const ownerCodeInput = useRef<HTMLInputElement>(null);
  const office = settings['general.display_name'];
  const phone = formatPhone(settings['general.phone_number']);
  const currency = settings['general.currency'] === 'GBP' ? 'GBP' : 'USD';
  // Staff choose it on the Filing Method step where the county offers several.
  const languages = useLanguage();
  const filerLanguage = staff && languages.offered.length > 1 ? (draft.filerLanguage ?? languages.language) : undefined;
  // The step page's guard sends a visit without a property or appellant back to '/' (docs/product.md#wizard-order-and-guards).
  if (!property || !appellant) return <AppealStepPage step="summary">{null}</AppealStepPage>;

  const submit = async () => {
    if (inFlight.current) return;
    if (askOwnerCode && !ownerCode.trim()) {
      setOwnerCodeProblem({ required: true });
      ownerCodeInput.current?.focus();
      return;
    }
    setOwnerCodeProblem(null);
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      // Where the public may enter a property by hand, they were told at its start that the office checks it: the server takes it.
      const publicManualEntry = manualEntryFor(settings, false) === 'public';
      if (!staff && !publicManualEntry && !(await propertyExists(portal.api, property.id))) throw new ApiError(APPEAL_MESSAGES.propertyNotFound, 404);
      // The same key for every retry of this draft: the server files once and answers the retries with that appeal.
      const key = draft.submissionKey ?? newIdempotencyKey();
      if (!draft.submissionKey) updateDraft({ submissionKey: key });
      const submission = buildSubmission({
        property,
        appellant,
        draft,
        documents,
        breakdown,
        staffId: staff?.accountId ?? null,
        filerLanguage,
        ownerCode: askOwnerCode ? ownerCode.trim() : undefined,
      });
      const { filerToken, ...result } = await submitAppeal(portal.api, submission, key);
      // The token stays with this tab (sessionStorage), never with the stored result (localStorage).
      keepFilerToken(result.id, filerToken);
      setResult(() => result);
      navigate('/appeal/confirmation');
      setTimeout(() => clearAppealState(portal.stores, property), RESET_DELAY_MS);
      // A copy saved to finish later: opening its link now finds the appeal filed, so the server
      // empties that copy at once rather than when the link is next opened. Best effort.
      if (draft.savedOnServer) void getAppealDraft(portal.api, draft.savedOnServer.token).catch(() => undefined);
    } catch (error) {
      setSubmitting(false);
      inFlight.current = false;
      // A wrong owner code (or too many) is said beside the field, where it can be put right.
      if (error instanceof ApiError && error.field === 'ownerCode' && askOwnerCode) {
        setOwnerCodeProblem({ message: error.message });
        ownerCodeInput.current?.focus();
        return;
      }
      // The draft and its key stay (the specification would clear them:
      // docs/product.md#idempotency-keys): a retry then sends the same key, so an appeal the server
      // filed before its answer was lost is answered, not filed twice.
      const message = serverMessage(error);
      setFailure(message ? { message } : {});
    }
  };

  const propertyFacts = { address: property.address, parcel: property.id, type: t(`appeal.summary.propertyType.${property.type}`), owner: property.ownerName };
  const contact = { phone: formatPhone(appellant.phone.number), email: appellant.email };
  const ownerCodeError = ownerCodeProblem ? ('required' in ownerCodeProblem ? t(OWNER_CODE_REQUIRED) : say(ownerCodeProblem.message)) : null;
  return (
    <AppealStepPage step="summary">
      {failure ? (
        <Alert type="error" role="alert" heading={t('appeal.summary.failedHeading')}>
          <p>{failure.message ? say(failure.message) : t('appeal.summary.noAnswer')}</p>
          <p>{t('appeal.summary.failedContact', { office, phone })}</p>
        </Alert>
      ) : null}
      <SummaryList>
        <SummaryRow name={t('appeal.summary.property')}>
          {property.value
            ? t('appeal.summary.propertyTextValue', { ...propertyFacts, value: formatMoney(property.value.amount, property.value.currency) })
            : t('appeal.summary.propertyText', propertyFacts)}
        </SummaryRow>
        {staff ? (
          <>
            <SummaryRow name={t('appeal.summary.season')} change={{ to: '/appeal/window', what: t('appeal.summary.seasonChange') }}>
              {draft.window?.name ?? t('appeal.summary.seasonNone')}
            </SummaryRow>
            <SummaryRow name={t('appeal.summary.method')} change={{ to: '/appeal/method', what: t('appeal.summary.methodChange') }}>
              {draft.filingMethod ? t(`appeal.method.option.${draft.filingMethod}`) : t('appeal.summary.methodNone')}
            </SummaryRow>
            {filerLanguage ? (
              <SummaryRow name={t('appeal.summary.language')} change={{ to: '/appeal/method', what: t('appeal.summary.languageChange') }}>
                <span lang={filerLanguage}>{LANGUAGE_NAMES[filerLanguage]}</span>
              </SummaryRow>
            ) : null}
          </>
        ) : null}
        <SummaryRow name={t('appeal.summary.filer')} change={{ to: '/appeal/details', what: t('appeal.summary.filerChange') }}>
          <p>
            {t('appeal.summary.filerText', { name: appellant.name, type: t(`appeal.summary.filerType.${appellant.type}`) })}
            {appellant.organization ? ` (${appellant.organization})` : ''}
            {appellant.userType ? ` (${appellant.userType})` : ''}
          </p>
          {appellant.address ? <p>{[...appellant.address.lines, appellant.address.city, appellant.address.state, appellant.address.zip].filter(Boolean).join(', ')}</p> : null}
          <p>{appellant.phone.extension ? t('appeal.summary.contactExtension', { ...contact, extension: appellant.phone.extension }) : t('appeal.summary.contact', contact)}</p>
        </SummaryRow>
        <SummaryRow name={t('appeal.summary.value')} change={{ to: '/appeal/estimation', what: t('appeal.summary.valueChange') }}>
          {formatMoney(Number(draft.estimatedValue.replaceAll(',', '')), currency)}
        </SummaryRow>
        <SummaryRow name={t('appeal.summary.reasons')}>
          <ul>
            {draft.allegedReasons.map((reason) => (
              <li key={reason.id}>
                {reasonTitle(reason)}
                {reason.description ? `: ${reason.description}` : ''}
              </li>
            ))}
          </ul>
        </SummaryRow>
        <SummaryRow name={t('appeal.summary.documents')} change={{ to: '/appeal/fileupload', what: t('appeal.summary.documentsChange') }}>
          {documents.length ? (
            <ul>
              {documents.map((document) => (
                <li key={document.id}>
                  {document.name} ({formatFileSize(document.size)})
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('appeal.summary.noDocuments')}</p>
          )}
        </SummaryRow>
        {facts.comper ? (
          <SummaryRow name={t('appeal.summary.comparables')}>
            {draft.comparables.length ? (
              <ul>
                {draft.comparables.map((comparable) => (
                  <li key={comparable.id}>
                    {comparable.address} ({comparable.id})
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('appeal.summary.noComparables')}</p>
            )}
            {draft.comparablesPdf ? (
              <p>
                <a href={assetUrl(`/${portal.tenant}/files/${draft.comparablesPdf.id}`)}>{t('appeal.summary.comparablesPdf')}</a>
              </p>
            ) : null}
          </SummaryRow>
        ) : null}
      </SummaryList>
      <h2>{t('appeal.summary.beforeHeading')}</h2>
      <p>{t('appeal.summary.declaration', { email: appellant.email })}</p>
      {disclaimer ? <p>{disclaimer}</p> : null}
      {askOwnerCode ? <OwnerCodeField ref={ownerCodeInput} value={ownerCode} error={ownerCodeError} onChange={setOwnerCode} /> : null}
      <WizardNav
        back={back}
        nextText={submitting ? t('appeal.summary.submitting') : t('appeal.wizard.submit')}
        onNext={() => void submit()}
        busy={submitting}
        secondary={submitting ? null : <SaveForLaterButton step="summary" />}
      />
    </AppealStepPage>
  );
}
