import { useEffect, useState } from 'react';
import { useSettings, useStaff } from 'mfe-shared';
import { manualEntryFor } from 'mfe-shared/domain';
import { useNavigate } from 'mfe-shared/router';
import { ErrorSummary, SelectField, TextField, useForm, zodResolver, type FieldError, type FieldErrors } from 'mfe-shared/forms';
import {
  emptyUnlistedPropertyForm,
  encodeProperty,
  propertyTypes,
  toUnlistedProperty,
  unlistedPropertySchema,
  type PropertyType,
  type UnlistedPropertyForm,
  type UnlistedPropertyValues,
} from 'mfe-shared/schemas';
import { Alert, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { ManualEntryRefused, manualEntryRefusedTitle } from '../../../components/manual-entry-refused';
import { useT } from '../i18n';

type FieldName = keyof UnlistedPropertyForm;

/** The fields in the order of docs/product.md#manual-entry, which is also the order of the error summary. */
const FIELD_ORDER: FieldName[] = ['address', 'ownerName', 'propertyType', 'marketValue', 'parcelId', 'legalDescription', 'mailingLine1', 'mailingLine2', 'city', 'state', 'zip'];

const fieldId = (name: FieldName) => `unlisted-${name}`;

/** How each property type reads in the list: ids of this package's catalogue. */
const TYPE_TEXTS = {
  residential: 'search.unlisted.type.residential',
  commercial: 'search.unlisted.type.commercial',
  agricultural: 'search.unlisted.type.agricultural',
  'mobile-home': 'search.unlisted.type.mobileHome',
  industrial: 'search.unlisted.type.industrial',
  'vacant-land': 'search.unlisted.type.vacantLand',
  exempt: 'search.unlisted.type.exempt',
} as const satisfies Record<PropertyType, string>;

/** The page's title: its catalogue id. */
const TITLE = 'search.unlisted.title';

function summaryOf(errors: FieldErrors<UnlistedPropertyForm>): FieldError[] {
  return FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });
}

/**
 * Manual entry (docs/product.md#manual-entry): the visitor describes a property the search did not find.
 * Offered to staff, and to the public only where the county lets them, who are told first that the
 * office checks the property; anyone else is told here, not at Submit Appeal (docs/product.md#unlisted-properties).
 */
export function UnlistedPage() {
  const settings = useSettings();
  const entry = manualEntryFor(settings, useStaff().isStaff);
  const refused = entry === 'off' || entry === 'staff-only' ? entry : null;
  usePageTitle({ id: refused ? manualEntryRefusedTitle(refused) : TITLE });
  if (refused) return <ManualEntryRefused entry={refused} />;
  return <UnlistedForm forPublic={entry === 'public'} />;
}

function UnlistedForm({ forPublic }: { forPublic: boolean }) {
  const t = useT();
  const office = useSettings()['general.display_name'];
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
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (!hasErrors) setSummary([]);
  }, [hasErrors]);

  const onValid = (values: UnlistedPropertyValues) => {
    navigate(`/property/${encodeProperty(toUnlistedProperty(values))}`);
  };

  const field = (name: FieldName) => ({ id: fieldId(name), error: errors[name]?.message, ...register(name) });
  const typeOptions = propertyTypes.map((type) => ({ value: type, label: t(TYPE_TEXTS[type]) }));

  return (
    <>
      <PageHeading>{t(TITLE)}</PageHeading>
      <ErrorSummary errors={summary} focusKey={attempts} />
      {forPublic ? (
        <Alert type="info" heading={t('search.unlisted.publicNoteHeading')} headingLevel="h2">
          <p>{t('search.unlisted.publicNote', { office })}</p>
        </Alert>
      ) : null}
      <p>{t('search.unlisted.allRequired')}</p>
      <form
        className="usa-form usa-form--large"
        noValidate
        onSubmit={handleSubmit(onValid, (invalid) => {
          // Each attempt to go on takes the reader to the summary again.
          setAttempts((count) => count + 1);
          setSummary(summaryOf(invalid));
        })}
      >
        <TextField label={t('search.unlisted.address')} autoComplete="street-address" {...field('address')} />
        <TextField label={t('search.unlisted.ownerName')} autoComplete="name" {...field('ownerName')} />
        <SelectField label={t('search.unlisted.propertyType')} options={typeOptions} {...field('propertyType')} />
        <TextField label={t('search.unlisted.marketValue')} hint={t('search.unlisted.marketValueHint')} inputMode="numeric" autoComplete="off" {...field('marketValue')} />
        <TextField label={t('search.unlisted.parcelId')} hint={t('search.unlisted.parcelIdHint')} autoComplete="off" {...field('parcelId')} />
        <TextField label={t('search.unlisted.legalDescription')} autoComplete="off" {...field('legalDescription')} />
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">{t('search.unlisted.mailingAddress')}</legend>
          <TextField label={t('search.unlisted.mailingLine1')} autoComplete="address-line1" {...field('mailingLine1')} />
          <TextField label={t('search.unlisted.mailingLine2')} optional autoComplete="address-line2" {...field('mailingLine2')} />
          <TextField label={t('search.unlisted.city')} autoComplete="address-level2" {...field('city')} />
          <TextField label={t('search.unlisted.state')} autoComplete="address-level1" {...field('state')} />
          <TextField label={t('search.unlisted.zip')} autoComplete="postal-code" {...field('zip')} />
        </fieldset>
        <WizardNav nextText={t('search.unlisted.continue')} />
      </form>
    </>
  );
}
