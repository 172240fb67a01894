import { useEffect, useState } from 'react';
import { ApiError, usePortal, useSettings, useStaff } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { Link, useNavigate, useParams } from 'mfe-shared/router';
import { statusPath, type AppealDraftView } from 'mfe-shared/schemas';
import { Alert, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { getAppealDraft } from '../../api/appeal-api';
import { appealFlow, showsComperStep } from '../../wizard/appeal-flow';
import type { RestoredState } from '../../wizard/appeal-step-page';
import { isOpenDraft, restoreDraft, resumeStep } from './restore-draft';

export const RESUME_TITLES = {
  loading: 'Your saved appeal',
  failed: 'We could not open your saved appeal',
  filedByYou: 'Your appeal has been filed',
  sentByYou: 'Confirm your appeal',
  filedByOther: 'An appeal has already been filed for this parcel',
  seasonClosed: 'The appeal season has closed',
} as const;

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; view: AppealDraftView };

/**
 * `#/appeal/resume/{token}`: the link of a saved appeal's e-mail (docs/product.md#saving-an-appeal-to-finish-later),
 * on any device. An open draft goes into this browser's stores and its step opens with "We have
 * restored your appeal"; a draft whose parcel has been appealed since, or whose season has closed,
 * says so and offers the status or property page instead of a wizard that would fail at submit;
 * a wrong, altered or expired link says so and shows nothing.
 */
export function ResumePage() {
  const { token = '' } = useParams();
  const portal = usePortal();
  const settings = useSettings();
  const { isStaff } = useStaff();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getAppealDraft(portal.api, token).then(
      (view) => {
        if (!current) return;
        if (isOpenDraft(view)) {
          restoreDraft(portal.stores, view, token);
          const step = resumeStep(view, { staff: isStaff, comper: showsComperStep(settings, view.property) });
          const state: RestoredState = { restored: true };
          navigate(appealFlow.url(step), { replace: true, state });
          return;
        }
        setLoaded({ status: 'ready', view });
      },
      (error: unknown) =>
        current &&
        setLoaded({ status: 'failed', message: error instanceof ApiError ? error.message : 'We could not load your saved appeal. Please reload the page to try again.' }),
    );
    return () => {
      current = false;
    };
    // Once per link: settings and staff only choose the step when it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [portal, token]);

  const view = loaded.status === 'ready' ? loaded.view : null;
  const title =
    loaded.status === 'failed'
      ? RESUME_TITLES.failed
      : !view
        ? RESUME_TITLES.loading
        : view.state === 'filed'
          ? view.filed?.byThisDraft
            ? view.filed.confirmed === false
              ? RESUME_TITLES.sentByYou
              : RESUME_TITLES.filedByYou
            : RESUME_TITLES.filedByOther
          : RESUME_TITLES.seasonClosed;
  usePageTitle(title);

  if (loaded.status === 'loading') return <Loading label="Loading your saved appeal" />;
  return (
    <div className="portal-save-later">
      <PageHeading>{title}</PageHeading>
      {loaded.status === 'failed' ? (
        <>
          <Alert type="error" role="alert">
            {loaded.message}
          </Alert>
          <p className="margin-top-3">
            <Link to="/">Search for your property</Link>
          </p>
        </>
      ) : null}
      {view ? <Closed view={view} /> : null}
    </div>
  );
}

/** A draft that can no longer be filed: why, whom to ask, and where to go instead. */
function Closed({ view }: { view: AppealDraftView }) {
  const settings = useSettings();
  const office = settings['general.display_name'];
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  const parcel = view.parcel.address ? `parcel ${view.parcel.id} (${view.parcel.address})` : `parcel ${view.parcel.id}`;
  const propertyLink = (
    <p>
      <Link to={`/property/${encodeURIComponent(view.parcel.id)}`}>Go to the property page</Link>
    </p>
  );
  const contact =
    phone || email ? (
      <p>
        {phone ? (
          <>
            Call <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
          </>
        ) : null}
        {phone && email ? ' or e-mail ' : email ? 'E-mail ' : null}
        {email ? <a href={`mailto:${email}`}>{email}</a> : null}.
      </p>
    ) : null;

  if (view.state === 'filed' && view.filed?.byThisDraft && view.filed.statusToken && view.filed.confirmed === false) {
    return (
      <>
        <p className="usa-intro">
          Your appeal of {parcel} has been sent{view.filed.reference ? `, reference ${view.filed.reference}` : ''}, but it is not filed until you confirm it. Open the
          link in the e-mail we sent you about it and select "Confirm my appeal". This link no longer opens a draft.
        </p>
        <p>
          <Link to={statusPath(view.filed.statusToken)}>See your appeal</Link>
        </p>
      </>
    );
  }
  if (view.state === 'filed' && view.filed?.byThisDraft && view.filed.statusToken) {
    return (
      <>
        <p className="usa-intro">
          Your appeal of {parcel} has been filed{view.filed.reference ? `, reference ${view.filed.reference}` : ''}. This link no longer opens a draft.
        </p>
        <p>
          <Link to={statusPath(view.filed.statusToken)}>See the status of your appeal</Link>
        </p>
      </>
    );
  }
  if (view.state === 'filed') {
    return (
      <>
        <Alert type="warning">
          An appeal of {parcel} has been filed in this appeal season since your appeal was saved, so the saved appeal can no longer be submitted.
        </Alert>
        <p className="margin-top-3">A parcel can have one appeal a season. To add to or change the appeal already filed, contact {office}.</p>
        {contact}
        {propertyLink}
      </>
    );
  }
  return (
    <>
      <Alert type="warning">The appeal season your saved appeal of {parcel} was for has closed, so it can no longer be submitted.</Alert>
      <p className="margin-top-3">{office} can tell you when the next season opens.</p>
      {contact}
      {propertyLink}
    </>
  );
}
