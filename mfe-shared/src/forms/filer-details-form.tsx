import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressRequiredFor, createFilerFormSchema, filerTypes, formatPhoneInput, type FilerForm, type FilerFormValues } from 'mfe-shared/schemas';
import { Alert } from 'mfe-shared/ui';
import { CheckboxField } from './checkbox-field';
import { ErrorSummary, type FieldError } from './error-summary';
import { RadioGroup } from './radio-group';
import { TextField } from './text-field';
import { useFormsT } from '../i18n/forms-catalogue';

type FieldName = keyof FilerForm;

/** Screen order, which is also the error summary's order. */
const FIELD_ORDER: FieldName[] = ['name', 'type', 'organization', 'userType', 'line1', 'line2', 'city', 'state', 'zip', 'phone', 'extension', 'email', 'confirmEmail'];

export interface FilerDetailsFormProps {
  /** Prefix of every field id ('filer', 'attendee'), so two forms never share ids. */
  idPrefix: string;
  defaultValues: FilerForm;
  /** appeal.allow_file_other */
  allowOther: boolean;
  /** appeal.agent_document_url: the authorisation form agents download. */
  agentDocumentUrl?: string;
  /** Names the step where agents upload the authorization, in their notice (the embed's appeal). */
  agentUploadStep?: string;
  /** Legend of the relation question ('Relation to the property owner'). */
  relationLegend?: string;
  onValid: (values: FilerFormValues) => void;
  /** Every change, valid or not, so a draft survives a reload. */
  onDraft?: (values: FilerForm) => void;
  /** The step's navigation; told whether the form shows errors (Next is disabled then). */
  actions: (hasErrors: boolean) => ReactNode;
}

/**
 * Filer Details (the meeting wizard's attendee details too): name, relation, organization or
 * specification, optional address, phone and e-mail, with every rule and message of
 * docs/product.md#filer-and-attendee-details.
 */
export function FilerDetailsForm({ idPrefix, defaultValues, allowOther, agentDocumentUrl, agentUploadStep, relationLegend, onValid, onDraft, actions }: FilerDetailsFormProps) {
  const t = useFormsT();
  const schema = useMemo(() => createFilerFormSchema({ allowOther }), [allowOther]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<FilerForm, unknown, FilerFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as FilerForm;
  const type = values.type ?? '';
  const forcedAddress = type === 'agent' || type === 'other';
  const showAddress = addressRequiredFor(type as FilerForm['type'], Boolean(values.addressDiffers));

  useEffect(() => {
    onDraft?.(values);
  }, [onDraft, values]);

  // Agents and others give their own address: the box is ticked for them and cannot be unticked.
  // A box the relation ticked is unticked again when the filer turns back to owner (an arrow key
  // passes through 'Agent' on the way to 'Other'), so the owner's own choice is what stays.
  const tickedByRelation = useRef(false);
  useEffect(() => {
    if (forcedAddress && !values.addressDiffers) {
      tickedByRelation.current = true;
      setValue('addressDiffers', true);
    } else if (!forcedAddress && tickedByRelation.current) {
      tickedByRelation.current = false;
      setValue('addressDiffers', false);
    }
  }, [forcedAddress, values.addressDiffers, setValue]);

  // Once the filer has tried to go on, every change checks the whole form again: a field's rules
  // depend on others (the relation decides which fields exist, the e-mail what Confirm Email must
  // match), so checking only the changed field would keep messages about fields no longer shown
  // and hold Next disabled with nothing on screen to fix.
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [isSubmitted, trigger, values]);

  // Each attempt to go on moves focus to the summary; between attempts it follows the fields.
  const [attempts, setAttempts] = useState(0);
  const hasErrors = Object.keys(errors).length > 0;

  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const summaryOf = (invalid: FieldErrors<FilerForm>): FieldError[] =>
    FIELD_ORDER.flatMap((name) => {
      const message = invalid[name]?.message;
      return message ? [{ fieldId: id(name), message }] : [];
    });
  const field = (name: FieldName) => ({ id: id(name), error: errors[name]?.message, ...register(name) });
  const relationOptions = (allowOther ? filerTypes : filerTypes.filter((option) => option !== 'other')).map((value) => ({
    value,
    label: t(`shared.filer.type.${value}`),
  }));

  const phone = register('phone');
  // The relation is controlled: RadioGroup hands a ref to its first radio only, and a registered
  // radio group reads its value from the radios it holds refs of, so 'agent' or 'other' read as none.
  const { field: relation } = useController({ control, name: 'type' });
  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={handleSubmit(onValid, () => setAttempts((count) => count + 1))}>
      <ErrorSummary errors={isSubmitted ? summaryOf(errors) : []} focusKey={attempts} />
      <TextField label={t('shared.filer.fullName')} autoComplete="name" {...field('name')} />
      <RadioGroup
        id={id('type')}
        legend={relationLegend ?? t('shared.filer.relationLegend')}
        options={relationOptions}
        error={errors.type?.message}
        name={relation.name}
        ref={relation.ref}
        selected={relation.value ?? ''}
        onChange={(event) => relation.onChange(event.target.value)}
        onBlur={relation.onBlur}
      />
      {type === 'agent' ? (
        <>
          <TextField label={t('shared.filer.organization')} autoComplete="organization" {...field('organization')} />
          <Alert type="info" heading={t('shared.filer.agentHeading')} headingLevel="h3">
            {agentUploadStep ? t('shared.filer.agentUploadIn', { step: agentUploadStep }) : t('shared.filer.agentUpload')}
            {agentDocumentUrl ? (
              <>
                {' '}
                <a href={agentDocumentUrl} download>
                  {t('shared.filer.agentDownload')}
                </a>
                .
              </>
            ) : null}
          </Alert>
        </>
      ) : null}
      {type === 'other' ? <TextField label={t('shared.filer.userType')} {...field('userType')} /> : null}

      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">{t('shared.filer.addressLegend')}</legend>
        <CheckboxField
          id={id('addressDiffers')}
          label={t('shared.filer.addressDiffers')}
          hint={forcedAddress ? t('shared.filer.addressForced') : undefined}
          disabled={forcedAddress}
          {...register('addressDiffers')}
        />
        {showAddress ? (
          <>
            <TextField label={t('shared.filer.line1')} autoComplete="address-line1" {...field('line1')} />
            <TextField label={t('shared.filer.line2')} optional autoComplete="address-line2" {...field('line2')} />
            <TextField label={t('shared.filer.city')} autoComplete="address-level2" {...field('city')} />
            <TextField label={t('shared.filer.state')} autoComplete="address-level1" {...field('state')} />
            <TextField label={t('shared.filer.zip')} autoComplete="postal-code" {...field('zip')} />
          </>
        ) : null}
      </fieldset>

      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">{t('shared.filer.contactLegend')}</legend>
        <TextField
          label={t('shared.filer.phone')}
          hint={t('shared.filer.phoneHint')}
          type="tel"
          autoComplete="tel-national"
          id={id('phone')}
          error={errors.phone?.message}
          {...phone}
          onBlur={(event) => {
            setValue('phone', formatPhoneInput(event.target.value), { shouldValidate: isSubmitted });
            return phone.onBlur(event);
          }}
        />
        <TextField label={t('shared.filer.extension')} optional autoComplete="tel-extension" inputMode="numeric" {...field('extension')} />
        <TextField label={t('shared.filer.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('shared.filer.confirmEmail')} type="email" autoComplete="email" {...field('confirmEmail')} />
      </fieldset>
      {actions(hasErrors)}
    </form>
  );
}
