import { useEffect, useState } from 'react';
import { useNavigate } from 'mfe-shared/router';
import { ErrorSummary, SelectField, TextField, useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { emptyUnlistedPropertyForm, encodeProperty, propertyTypeLabels, propertyTypes, toUnlistedProperty, unlistedPropertySchema, type UnlistedPropertyForm, type UnlistedPropertyValues } from 'mfe-shared/schemas';
import { PageHeading, usePageTitle } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';

const UNLISTED_TITLE = 'Enter Property Details';

type FieldName = keyof UnlistedPropertyForm;

/** The fields in the order of docs/product.md#manual-entry, which is also the order of the error summary. */
const FIELD_ORDER: FieldName[] = [
  'address',
  'ownerName',
  'propertyType',
  'marketValue',
  'parcelId',
  'legalDescription',
  'mailingLine1',
  'mailingLine2',
  'city',
  'state',
  'zip',
];

const fieldId = (name: FieldName) => `unlisted-${name}`;

const typeOptions = propertyTypes.map((type) => ({ value: type, label: propertyTypeLabels[type] }));

function summaryOf(errors: FieldErrors<UnlistedPropertyForm>): FieldError[] {
  return FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });
}

/** Manual entry (docs/product.md#manual-entry): the visitor describes a property the search did not find. */
export function UnlistedPage() {
  usePageTitle(UNLISTED_TITLE);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(unlistedPropertySchema),
    defaultValues: emptyUnlistedPropertyForm,
    mode: 'onTouched',
    // The error summary takes focus instead, so the visitor hears every problem first.
    shouldFocusError: false,
  });

  // The summary lists the problems of the last Continue and stays put while they are fixed: a summary
  // that changed on each keystroke would pull focus away from the field being typed in.
  const [summary, setSummary] = useState<FieldError[]>([]);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!hasErrors) setSummary([]);
  }, [hasErrors]);

  const onValid = (values: UnlistedPropertyValues) => {
    navigate(`/property/${encodeProperty(toUnlistedProperty(values))}`);
  };

  const field = (name: FieldName) => ({ id: fieldId(name), error: errors[name]?.message, ...register(name) });

  return (
    <>
      <PageHeading>{UNLISTED_TITLE}</PageHeading>
      <ErrorSummary errors={summary} />
      <p>All fields are required unless marked optional.</p>
      <form className="usa-form usa-form--large" noValidate onSubmit={handleSubmit(onValid, (invalid) => setSummary(summaryOf(invalid)))}>
        <TextField label="Address" autoComplete="street-address" {...field('address')} />
        <TextField label="Owner Name" autoComplete="name" {...field('ownerName')} />
        <SelectField label="Property Type" options={typeOptions} {...field('propertyType')} />
        <TextField
          label="Current Market Value"
          hint="Please provide a value as close as possible to the current market value."
          inputMode="numeric"
          autoComplete="off"
          {...field('marketValue')}
        />
        <TextField label="Parcel Identifier" hint="For example, 131-3253-R32532" autoComplete="off" {...field('parcelId')} />
        <TextField label="Legal Description" autoComplete="off" {...field('legalDescription')} />
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">Mailing Address</legend>
          <TextField label="Mailing Address Line 1" autoComplete="address-line1" {...field('mailingLine1')} />
          <TextField label="Mailing Address Line 2" optional autoComplete="address-line2" {...field('mailingLine2')} />
          <TextField label="City" autoComplete="address-level2" {...field('city')} />
          <TextField label="State" autoComplete="address-level1" {...field('state')} />
          <TextField label="Zip" autoComplete="postal-code" {...field('zip')} />
        </fieldset>
        <WizardNav nextText="Continue" nextDisabled={hasErrors} />
      </form>
    </>
  );
}
