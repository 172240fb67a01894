import { useState } from 'react';
import { ApiError, usePortal, type Property } from 'mfe-shared';
import { ErrorSummary, FormGroup, RadioGroup, TextField, useController, useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { CHANGE_REQUEST_LIMITS, CHANGE_REQUEST_TOPICS, changeRequestSchema, type ChangeRequestCreated, type ChangeRequestTopic, type UploadedDocument } from 'mfe-shared/schemas';
import { Alert, Button, UploadList } from 'mfe-shared/ui';
import { useT } from '../i18n';
import { sendChangeRequest } from '../api';

const formSchema = changeRequestSchema.omit({ parcelId: true, documentId: true });
type FormValues = { topic: string; correctValue: string; contactName: string; contactEmail: string };
type FieldName = keyof FormValues;

const FIELD_ORDER: FieldName[] = ['topic', 'correctValue', 'contactName', 'contactEmail'];
const fieldId = (name: FieldName) => `change-request-${name}`;

/** Each topic's label and hint: ids of this package's catalogue (mfe-shared's English ones are the office's and the e-mails'). */
const TOPIC_TEXTS = {
  'owner-name': { label: 'search.changeRequest.topic.ownerName', hint: 'search.changeRequest.topic.ownerNameHint' },
  'mailing-address': { label: 'search.changeRequest.topic.mailingAddress', hint: 'search.changeRequest.topic.mailingAddressHint' },
  characteristics: { label: 'search.changeRequest.topic.characteristics', hint: 'search.changeRequest.topic.characteristicsHint' },
  other: { label: 'search.changeRequest.topic.other', hint: 'search.changeRequest.topic.otherHint' },
} as const satisfies Record<ChangeRequestTopic, { label: string; hint: string }>;

function summaryOf(errors: FieldErrors<FormValues>): FieldError[] {
  return FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });
}

interface Props {
  property: Property;
  onSent: (sent: ChangeRequestCreated & { email: string }) => void;
}

/**
 * The Change Request form (the fourth action of the embed): what is wrong, the correct
 * information, whom to answer, and one optional document. The same rules as the API
 * (mfe-shared changeRequestSchema); a refusal of the API is shown above the button, with what was typed kept.
 */
export function ChangeRequestForm({ property, onSent }: Props) {
  const t = useT();
  const { api } = usePortal();
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [attempts, setAttempts] = useState(0);
  // The API's refusal (already in the visitor's language), or 'unreachable' when it was not reached.
  const [refusal, setRefusal] = useState<{ message: string } | 'unreachable' | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { topic: '', correctValue: '', contactName: '', contactEmail: '' },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // Controlled: RadioGroup hands its ref to the first radio only (see mfe-shared FilerDetailsForm).
  const { field: topic } = useController({ control, name: 'topic' });

  const onValid = async (values: FormValues) => {
    setRefusal(null);
    try {
      const sent = await sendChangeRequest(api, {
        parcelId: property.id,
        topic: values.topic as (typeof CHANGE_REQUEST_TOPICS)[number],
        correctValue: values.correctValue,
        contactName: values.contactName,
        contactEmail: values.contactEmail,
        documentId: documents[0]?.id ?? null,
      });
      onSent({ ...sent, email: values.contactEmail.trim() });
    } catch (error) {
      setRefusal(error instanceof ApiError ? { message: error.message } : 'unreachable');
    }
  };

  const field = (name: FieldName) => ({ id: fieldId(name), error: errors[name]?.message, ...register(name) });
  const correct = field('correctValue');
  const topicOptions = CHANGE_REQUEST_TOPICS.map((value) => ({ value, label: t(TOPIC_TEXTS[value].label), hint: t(TOPIC_TEXTS[value].hint) }));
  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={handleSubmit(onValid, () => setAttempts((count) => count + 1))}>
      <ErrorSummary errors={isSubmitted ? summaryOf(errors) : []} focusKey={attempts} />
      <RadioGroup
        id={fieldId('topic')}
        legend={t('search.changeRequest.form.topic')}
        options={topicOptions}
        error={errors.topic?.message}
        name={topic.name}
        ref={topic.ref}
        selected={topic.value}
        onChange={(event) => topic.onChange(event.target.value)}
        onBlur={topic.onBlur}
      />
      <FormGroup id={correct.id} label={t('search.changeRequest.form.correctValue')} hint={t('search.changeRequest.form.correctValueHint')} error={correct.error}>
        {(a11y) => (
          <textarea
            className={`usa-textarea${correct.error ? ' usa-input--error' : ''}`}
            id={correct.id}
            rows={4}
            maxLength={CHANGE_REQUEST_LIMITS.correctValueMax}
            {...a11y}
            name={correct.name}
            ref={correct.ref}
            onChange={correct.onChange}
            onBlur={correct.onBlur}
          />
        )}
      </FormGroup>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">{t('search.changeRequest.form.contactLegend')}</legend>
        <TextField label={t('search.changeRequest.form.name')} autoComplete="name" {...field('contactName')} />
        <TextField
          label={t('search.changeRequest.form.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          hint={t('search.changeRequest.form.emailHint')}
          {...field('contactEmail')}
        />
      </fieldset>
      <UploadList
        id="change-request-document"
        label={t('search.changeRequest.form.document')}
        hint={t('search.changeRequest.form.documentHint')}
        maxFiles={1}
        documents={documents}
        onChange={setDocuments}
      />
      {refusal ? (
        <Alert type="error" role="alert" heading={t('search.changeRequest.form.notSent')}>
          {refusal === 'unreachable' ? t('search.changeRequest.form.unreachable') : refusal.message}
        </Alert>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('search.changeRequest.form.sending') : t('search.changeRequest.form.send')}
      </Button>
    </form>
  );
}
