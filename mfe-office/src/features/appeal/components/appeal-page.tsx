import { useSettings } from 'mfe-shared';
import { Link, useLocation, useParams } from 'mfe-shared/router';
import { formatDateTime, formatMoney, formatPhone, type Currency } from 'mfe-shared/format';
import { Alert, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { filerTypeLabels, OFFICE_METHOD_LABELS, propertyTypeLabels, type FilerType, type OfficeAppeal, type PropertyType } from 'mfe-shared/schemas';
import { Facts, Section } from '../../../components/facts';
import { StatusTag } from '../../../components/status-tag';
import { useAppeal } from '../hooks/use-appeal';
import { AppealActions } from './appeal-actions';
import { AppealFiles } from './appeal-files';
import { AppealTimeline } from './appeal-timeline';
import '../../../office.css';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency as Currency);

function relation(filer: OfficeAppeal['filer']): string {
  const label = filerTypeLabels[filer.type as FilerType] ?? filer.type;
  if (filer.type === 'agent' && filer.organization) return `${label}, ${filer.organization}`;
  if (filer.type === 'other' && filer.userType) return `${label}: ${filer.userType}`;
  return label;
}

/** `#/office/appeals/{reference}`: everything filed, the documents, the timeline and the moves allowed now. */
export function AppealPage() {
  const { reference = '' } = useParams();
  const { state: from } = useLocation() as { state: { queue?: string } | null };
  const zone = useSettings()['general.timezone'];
  const { state, reload } = useAppeal(reference);
  usePageTitle(state.status === 'ready' ? `Appeal ${state.appeal.reference}` : 'Appeal');
  const back = (
    <p>
      <Link to={{ pathname: '../..', search: from?.queue ?? '' }} relative="path">
        Back to the appeals
      </Link>
    </p>
  );

  if (state.status === 'loading') return <Loading label="Loading the appeal" />;
  if (state.status === 'not-found' || state.status === 'failed') {
    return (
      <>
        <PageHeading>{state.status === 'not-found' ? 'Appeal not found' : 'The appeal could not be loaded'}</PageHeading>
        <Alert type="error" role="alert">
          <p>{state.message}</p>
        </Alert>
        {back}
      </>
    );
  }

  const { appeal } = state;
  const filer = appeal.filer;
  return (
    <>
      {back}
      <PageHeading>Appeal {appeal.reference}</PageHeading>
      <p>
        <StatusTag status={appeal.status} /> {appeal.window.name}
      </p>
      {appeal.status === 'awaiting-confirmation' && appeal.confirmBy ? (
        <Alert type="info" headingLevel="h2" heading="Not filed yet">
          <p>
            The filer has not confirmed this appeal from the e-mail yet, so it holds no place and cannot be moved.{' '}
            {Date.parse(appeal.confirmBy) > Date.now() ? (
              <>
                They may confirm it until <time dateTime={appeal.confirmBy}>{formatDateTime(appeal.confirmBy, zone, WHEN)}</time>.
              </>
            ) : (
              <>It was not confirmed in time, so it was not filed.</>
            )}
          </p>
        </Alert>
      ) : null}

      <Section id="office-status-heading" title="Status">
        <Facts
          rows={[
            ['Filed', <time key="filed" dateTime={appeal.filedAt}>{formatDateTime(appeal.filedAt, zone, WHEN)}</time>],
            ['Filing method', OFFICE_METHOD_LABELS[appeal.method]],
            ['Filed by', appeal.filedBy === 'staff' ? `Staff${appeal.staffName ? ` (${appeal.staffName})` : ''}` : 'The public'],
          ]}
        />
        {appeal.status !== 'awaiting-confirmation' ? <AppealActions reference={appeal.reference} nextStatuses={appeal.nextStatuses} onChanged={reload} /> : null}
      </Section>

      <Section id="office-timeline-heading" title="Timeline">
        {appeal.timeline.length ? <AppealTimeline timeline={appeal.timeline} /> : <p>The timeline starts when the filer confirms the appeal.</p>}
      </Section>

      <Section id="office-property-heading" title="Property">
        <Facts
          rows={[
            ['Parcel', appeal.property.id],
            ['Address', appeal.property.address],
            ['Type', propertyTypeLabels[appeal.property.type as PropertyType] ?? appeal.property.type],
            ['Owner', appeal.property.owner],
            ['Assessed value', appeal.property.value ? money(appeal.property.value) : 'None on record'],
          ]}
        />
      </Section>

      <Section id="office-filer-heading" title="Filer">
        <Facts
          rows={[
            ['Name', filer.name],
            ['Relation to the owner', relation(filer)],
            ['Address', filer.address ? [...filer.address.lines, `${filer.address.city}, ${filer.address.state} ${filer.address.zip}`].join(', ') : "The property's address"],
            ['Phone', `${formatPhone(filer.phone.number)}${filer.phone.extension ? ` extension ${filer.phone.extension}` : ''}`],
            ['E-mail', <a key="email" href={`mailto:${filer.email}`}>{filer.email}</a>],
          ]}
        />
      </Section>

      <Section id="office-claim-heading" title="Claimed value and reasons">
        <Facts rows={[['Owner opinion of value', money(appeal.claimedValue)]]} />
        <h3>Reasons</h3>
        <ul className="usa-list">
          {appeal.reasons.map((reason) => (
            <li key={reason.id}>
              <strong>{reason.title}</strong>
              {reason.description ? `: ${reason.description}` : ''}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="office-comparables-heading" title="Comparables">
        {appeal.comparables.length ? (
          <ul className="usa-list">
            {appeal.comparables.map((comparable) => (
              <li key={comparable.parcelId}>
                {comparable.parcelId}
                {comparable.address ? `, ${comparable.address}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>No comparables were chosen.</p>
        )}
        {appeal.compsPdf ? <AppealFiles reference={appeal.reference} files={[appeal.compsPdf]} /> : null}
      </Section>

      <Section id="office-documents-heading" title="Documents">
        {appeal.documents.length ? <AppealFiles reference={appeal.reference} files={appeal.documents} /> : <p>No documents were uploaded.</p>}
      </Section>

    </>
  );
}
