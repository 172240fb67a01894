import { useState } from 'react';
import { ApiError, usePortal, type Property } from 'mfe-shared';
import { ErrorSummary, FormGroup, RadioGroup, TextField, useController, useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import {
  CHANGE_REQUEST_LIMITS,
  CHANGE_REQUEST_TOPIC_HINTS,
  CHANGE_REQUEST_TOPIC_LABELS,
  CHANGE_REQUEST_TOPICS,
  changeRequestSchema,
  type ChangeRequestCreated,
  type UploadedDocument,
} from 'mfe-shared/schemas';
import { Alert, Button, UploadList } from 'mfe-shared/ui';
import { sendChangeRequest } from '../api';

const formSchema = changeRequestSchema.omit({ parcelId: true, documentId: true });
type FormValues = { topic: string; correctValue: string; contactName: string; contactEmail: string };
type FieldName = keyof FormValues;

const FIELD_ORDER: FieldName[] = ['topic', 'correctValue', 'contactName', 'contactEmail'];
const fieldId = (name: FieldName) => `change-request-${name}`;
const topicOptions = CHANGE_REQUEST_TOPICS.map((topic) => ({ value: topic, label: CHANGE_REQUEST_TOPIC_LABELS[topic], hint: CHANGE_REQUEST_TOPIC_HINTS[topic] }));

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
 * The Change Request form (SPEC 2's fourth action of the embed): what is wrong, the correct
 * information, whom to answer, and one optional document. The same rules as the API
 * (mfe-shared changeRequestSchema); a refusal of the API is shown above the button, with what was typed kept.
 */
export function ChangeRequestForm({ property, onSent }: Props) {
  const { api } = usePortal();
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
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
      setRefusal(error instanceof ApiError ? error.message : 'Your change request could not be sent. Please check your connection and try again.');
    }
  };

  const field = (name: FieldName) => ({ id: fieldId(name), error: errors[name]?.message, ...register(name) });
  const correct = field('correctValue');
  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={handleSubmit(onValid, () => setAttempts((count) => count + 1))}>
      <ErrorSummary errors={isSubmitted ? summaryOf(errors) : []} focusKey={attempts} />
      <RadioGroup
        id={fieldId('topic')}
        legend="What is wrong?"
        options={topicOptions}
        error={errors.topic?.message}
        name={topic.name}
        ref={topic.ref}
        selected={topic.value}
        onChange={(event) => topic.onChange(event.target.value)}
        onBlur={topic.onBlur}
      />
      <FormGroup
        id={correct.id}
        label="What is the correct information?"
        hint="Write it as it should appear in the county's records, for example the owner's full name or the whole mailing address."
        error={correct.error}
      >
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
        <legend className="usa-legend usa-legend--large">Your contact details</legend>
        <TextField label="Your name" autoComplete="name" {...field('contactName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          hint="We send your reference to this address, and tell you when the office has dealt with your request."
          {...field('contactEmail')}
        />
      </fieldset>
      <UploadList
        id="change-request-document"
        label="Supporting document (optional)"
        hint="For example a deed, a survey or a letter that shows the correct information."
        maxFiles={1}
        documents={documents}
        onChange={setDocuments}
      />
      {refusal ? (
        <Alert type="error" role="alert" heading="Your change request was not sent">
          {refusal}
        </Alert>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send Change Request'}
      </Button>
    </form>
  );
}
