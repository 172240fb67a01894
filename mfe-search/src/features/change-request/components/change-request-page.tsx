import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'mfe-shared/router';
import { ApiError, usePortal, useSettings, type Property } from 'mfe-shared';
import { Alert, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { OfficeContact } from '../../../components/office-contact';
import { PageError } from '../../../components/page-error';
import { getParcel } from '../api';
import { ChangeRequestForm } from './change-request-form';
import { ChangeRequestSent } from './change-request-sent';

const TITLE = 'Change Request';

type Loaded = { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; property: Property };

/**
 * The parcel as the county's records hold it: asked of the API even when it is the selected property,
 * because one entered by hand (manual entry) has no record to correct.
 */
function useParcel(parcelNum: string): Loaded {
  const { api } = usePortal();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getParcel(api, parcelNum).then(
      (property) => current && setState(property ? { status: 'ready', property } : { status: 'not-found' }),
      (error: unknown) => current && setState({ status: error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, parcelNum]);
  return state;
}

/**
 * /property/{parcelNum}/change-request: the embed's Change Request (SPEC 2), a short form on the
 * selected property, then its reference.
 */
export function ChangeRequestPage() {
  usePageTitle(TITLE);
  const { parcelNum = '' } = useParams();
  const parcel = useParcel(parcelNum);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const back = (useLocation().state as { back?: unknown } | null)?.back;
  const propertyPath = typeof back === 'string' && back.startsWith('/property/') ? back : `/property/${encodeURIComponent(parcelNum)}`;

  if (parcel.status === 'loading') return <Loading label="Loading the property" />;
  if (parcel.status === 'not-found') return <NotInRecords propertyPath={propertyPath} />;
  if (sent) return <ChangeRequestSent reference={sent.reference} email={sent.email} parcelId={parcelNum} propertyPath={propertyPath} />;
  return (
    <>
      <Link to={propertyPath} className="portal-back-link">
        Back to the property
      </Link>
      <PageHeading>{TITLE}</PageHeading>
      {parcel.status === 'failed' ? (
        <PageError />
      ) : (
        <>
          <p className="usa-intro">
            Tell the office what is wrong in its records for parcel {parcel.property.id}, {parcel.property.address}.
          </p>
          <p>All fields are required unless marked optional.</p>
          <ChangeRequestForm property={parcel.property} onSent={setSent} />
        </>
      )}
    </>
  );
}

/** A property the county does not hold (entered by hand, or a mistyped address): nothing to correct online. */
function NotInRecords({ propertyPath }: { propertyPath: string }) {
  const office = useSettings()['general.display_name'];
  return (
    <>
      <PageHeading>{TITLE}</PageHeading>
      <Alert type="info" heading="This property is not in the county's records">
        <p>There is no record of it to correct online. To add a property to the records or ask about one, contact {office}.</p>
        <OfficeContact />
        <p>
          <Link to={propertyPath}>Back to the property</Link>
        </p>
      </Alert>
    </>
  );
}
