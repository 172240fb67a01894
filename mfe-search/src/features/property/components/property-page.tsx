import { useParams } from 'mfe-shared/router';
import { usePortal, useSettings } from 'mfe-shared';
import { isEncodedProperty } from 'mfe-shared/domain';
import { Alert, Loading, NotFoundPage, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { VALUE_MISSING } from '../availability';
import { usePropertyPage } from '../hooks/use-property-page';
import { usePropertyRecord } from '../hooks/use-property-record';
import { ManualEntryRefused, manualEntryRefusedTitle } from '../../../components/manual-entry-refused';
import { OfficeContact } from '../../../components/office-contact';
import { OptionCards } from './option-cards';
import { PageError } from '../../../components/page-error';
import { ValuePending } from './value-pending';
import { PropertyDetailsCard } from './property-details-card';
import { PropertyRecord } from './property-record';
import { useT } from '../i18n';

/** The page's title: its catalogue id. */
const PROPERTY_TITLE = 'search.property.title';
/** The page's title in the embeddable variant, the address being on its card: its catalogue id. */
const EMBED_PROPERTY_TITLE = 'search.property.embedTitle';

/** /property/{parcelNum}: the parcel, its details and what the visitor can do next (docs/product.md#property-page, docs/product.md#property-options). */
export function PropertyPage() {
  const parcelNum = useParams().parcelNum ?? '';
  const state = usePropertyPage(parcelNum);
  // The county's record of a parcel it holds (one entered by hand has none), read beside the options.
  const usable = state.status === 'ready' || state.status === 'loading-options';
  const record = usePropertyRecord(usable && !isEncodedProperty(parcelNum) ? parcelNum : null);
  const t = useT();
  const settings = useSettings();
  const { embedded } = usePortal();
  const title = embedded ? EMBED_PROPERTY_TITLE : PROPERTY_TITLE;
  usePageTitle({ id: state.status === 'manual-entry-refused' ? manualEntryRefusedTitle(state.entry) : title });

  if (state.status === 'not-found') return <NotFoundPage />;
  if (state.status === 'manual-entry-refused') return <ManualEntryRefused entry={state.entry} />;
  if (state.status === 'loading-property') return <Loading label={t('search.property.loading')} />;
  if (state.status === 'unavailable')
    return (
      <>
        <PageHeading>{t(title)}</PageHeading>
        <PageError reason={t('search.property.loadFailed')} onRetry={state.retry} />
      </>
    );
  const property = state.status === 'ready' ? state.facts.property : state.property;
  // A missing value is not an error a reload can mend: the page says what it means and whom to ask (docs/product.md#no-dead-ends).
  const valuePending = state.status === 'failed' && state.reason === VALUE_MISSING && property !== null;
  return (
    <>
      <PageHeading>{embedded || !property ? t(title) : property.address}</PageHeading>
      {state.status === 'failed' && !valuePending ? <PageError reason={state.reason} onRetry={state.retry} /> : null}
      {valuePending ? <ValuePending reason={state.reason} /> : null}
      {property && (state.status !== 'failed' || valuePending) ? (
        <>
          {valuePending ? null : property.active ? (
            settings['appeal_flow.intro_text'] ? (
              <p>{settings['appeal_flow.intro_text']}</p>
            ) : null
          ) : (
            <Alert type="warning" heading={t('search.property.inactiveHeading')} headingLevel="h2">
              <p>{t('search.property.inactiveBody')}</p>
              <p>{t('search.nextStep.inactive', { office: settings['general.display_name'] })}</p>
              <OfficeContact />
            </Alert>
          )}
          <PropertyDetailsCard property={property} alreadyFiled={state.status === 'ready' && state.facts.appealsThisSeason > 0} />
          {/* The record and the options appear together: neither moves the other once the visitor has started reading. */}
          {state.status === 'loading-options' || (state.status === 'ready' && record.status === 'loading') ? <Loading label={t('search.property.loadingOptions')} /> : null}
          {state.status === 'ready' && record.status !== 'loading' ? (
            <>
              <PropertyRecord facts={state.facts} state={record} />
              <OptionCards facts={state.facts} />
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
