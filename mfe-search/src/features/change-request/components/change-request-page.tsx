import { useState } from 'react';
import { Link, useLocation, useParams } from 'mfe-shared/router';
import { ApiError, useCountyText, usePortal, type Property } from 'mfe-shared';
import { Alert, Loading, PageHeading, useLoad, usePageTitle } from 'mfe-shared/ui';
import { OfficeContact } from '../../../components/office-contact';
import { PageError } from '../../../components/page-error';
import { useT } from '../i18n';
import { getParcel } from '../api';
import { ChangeRequestForm } from './change-request-form';
import { ChangeRequestSent } from './change-request-sent';

/** The page's title: its catalogue id. */
const TITLE = 'search.changeRequest.title';

type Loaded = { status: 'loading' } | { status: 'not-found' } | { status: 'failed'; retry: () => void } | { status: 'ready'; property: Property };

/**
 * The parcel as the county's records hold it: asked of the API even when it is the selected property,
 * because one entered by hand (manual entry) has no record to correct.
 */
function useParcel(parcelNum: string): Loaded {
  const { api } = usePortal();
  const load = useLoad(parcelNum, (signal) => getParcel(api, parcelNum, signal));
  if (load.status === 'ready') return load.data ? { status: 'ready', property: load.data } : { status: 'not-found' };
  if (load.status === 'failed') return load.error instanceof ApiError && load.error.status === 404 ? { status: 'not-found' } : { status: 'failed', retry: load.retry };
  return { status: 'loading' };
}

/**
 * /property/{parcelNum}/change-request: the embed's Change Request, a short form on the
 * selected property, then its reference.
 */
export function ChangeRequestPage() {
  const t = useT();
  usePageTitle({ id: TITLE });
  const { parcelNum = '' } = useParams();
  const parcel = useParcel(parcelNum);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const back = (useLocation().state as { back?: unknown } | null)?.back;
  const propertyPath = typeof back === 'string' && back.startsWith('/property/') ? back : `/property/${encodeURIComponent(parcelNum)}`;

  if (parcel.status === 'loading') return <Loading label={t('search.changeRequest.loading')} />;
  if (parcel.status === 'not-found') return <NotInRecords propertyPath={propertyPath} />;
  if (sent) return <ChangeRequestSent reference={sent.reference} email={sent.email} parcelId={parcelNum} propertyPath={propertyPath} />;
  return (
    <>
      <Link to={propertyPath} className="portal-back-link">
        {t('search.changeRequest.back')}
      </Link>
      <PageHeading>{t(TITLE)}</PageHeading>
      {parcel.status === 'failed' ? (
        <PageError onRetry={parcel.retry} />
      ) : (
        <>
          <p className="usa-intro">{t('search.changeRequest.intro', { parcel: parcel.property.id, address: parcel.property.address })}</p>
          <p>{t('search.changeRequest.allRequired')}</p>
          <ChangeRequestForm property={parcel.property} onSent={setSent} />
        </>
      )}
    </>
  );
}

/** A property the county does not hold (entered by hand, or a mistyped address): nothing to correct online. */
function NotInRecords({ propertyPath }: { propertyPath: string }) {
  const t = useT();
  const office = useCountyText('general.display_name');
  return (
    <>
      <PageHeading>{t(TITLE)}</PageHeading>
      <Alert type="info" heading={t('search.changeRequest.notInRecords.heading')}>
        <p>{t('search.changeRequest.notInRecords.body', { office })}</p>
        <OfficeContact />
        <p>
          <Link to={propertyPath}>{t('search.changeRequest.back')}</Link>
        </p>
      </Alert>
    </>
  );
}
