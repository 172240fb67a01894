import { useEffect } from 'react';
import { ApiError, usePortal, useSettings, useStaff } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';
import { Link, useNavigate, useParams } from 'mfe-shared/router';
import { statusPath, type AppealDraftView } from 'mfe-shared/schemas';
import { Alert, LoadFailed, Loading, PageHeading, richText, useLoad, usePageTitle } from 'mfe-shared/ui';
import { getAppealDraft } from '../../api/appeal-api';
import { useT, type AppealMessageId } from '../../i18n/catalogue';
import { appealFlow, showsComperStep } from '../../wizard/appeal-flow';
import type { RestoredState } from '../../wizard/appeal-step-page';
import { isOpenDraft, restoreDraft, resumeStep } from './restore-draft';

/** The page's titles: catalogue ids. */
export const RESUME_TITLES = {
  loading: 'appeal.resume.title.loading',
  failed: 'appeal.resume.title.failed',
  filedByYou: 'appeal.resume.title.filedByYou',
  sentByYou: 'appeal.resume.title.sentByYou',
  filedByOther: 'appeal.resume.title.filedByOther',
  seasonClosed: 'appeal.resume.title.seasonClosed',
} as const satisfies Record<string, AppealMessageId>;

/**
 * `#/appeal/resume/{token}`: the link of a saved appeal's e-mail (docs/product.md#saving-an-appeal-to-finish-later),
 * on any device. An open draft goes into this browser's stores and its step opens with "We have
 * restored your appeal"; a draft whose parcel has been appealed since, or whose season has closed,
 * says so and offers the status or property page instead of a wizard that would fail at submit;
 * a wrong, altered or expired link says so and shows nothing.
 */
export function ResumePage() {
  const t = useT();
  const { token = '' } = useParams();
  const portal = usePortal();
  const settings = useSettings();
  const { isStaff } = useStaff();
  const navigate = useNavigate();
  const loaded = useLoad(token, (signal) => getAppealDraft(portal.api, token, signal));
  const found = loaded.status === 'ready' ? loaded.data : null;
  const open = found !== null && isOpenDraft(found);

  // An open draft goes into this browser's stores and its step opens; settings and staff only choose the step.
  useEffect(() => {
    if (!found || !open) return;
    restoreDraft(portal.stores, found, token);
    const step = resumeStep(found, { staff: isStaff, comper: showsComperStep(settings, found.property) });
    const state: RestoredState = { restored: true };
    navigate(appealFlow.url(step), { replace: true, state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per draft read
  }, [found]);
  // A failed read keeps the API's message (in the visitor's language): a wrong or expired link, which asking again does not mend.
  const failure = loaded.status === 'failed' ? (loaded.error instanceof ApiError ? loaded.error.message : null) : undefined;

  const view = found && !open ? found : null;
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
  usePageTitle({ id: title });

  if (loaded.status === 'loading' || open) return <Loading label={t('appeal.resume.loading')} />;
  return (
    <div className="portal-save-later">
      <PageHeading>{t(title)}</PageHeading>
      {loaded.status === 'failed' ? (
        <>
          <LoadFailed onRetry={failure === null ? loaded.retry : undefined}>{failure ?? t('appeal.resume.loadFailed')}</LoadFailed>
          <p className="margin-top-3">
            <Link to="/">{t('appeal.resume.search')}</Link>
          </p>
        </>
      ) : null}
      {view ? <Closed view={view} /> : null}
    </div>
  );
}

/** A draft that can no longer be filed: why, whom to ask, and where to go instead. */
function Closed({ view }: { view: AppealDraftView }) {
  const t = useT();
  const settings = useSettings();
  const office = settings['general.display_name'];
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  // The parcel as the sentences name it: its number, and its address where the draft has one.
  const parcel = view.parcel.address ? `${view.parcel.id} (${view.parcel.address})` : view.parcel.id;
  const reference = view.filed?.reference;
  const propertyLink = (
    <p>
      <Link to={`/property/${encodeURIComponent(view.parcel.id)}`}>{t('appeal.resume.propertyPage')}</Link>
    </p>
  );
  const contact =
    phone || email ? (
      <p>
        {richText(t(phone && email ? 'appeal.resume.callOrEmail' : phone ? 'appeal.resume.call' : 'appeal.resume.email', { phone: formatPhone(phone), email }), {
          phone: (text) => <a href={`tel:${phone}`}>{text}</a>,
          email: (text) => <a href={`mailto:${email}`}>{text}</a>,
        })}
      </p>
    ) : null;

  if (view.state === 'filed' && view.filed?.byThisDraft && view.filed.statusToken && view.filed.confirmed === false) {
    return (
      <>
        <p className="usa-intro">{reference ? t('appeal.resume.sentReference', { parcel, reference }) : t('appeal.resume.sent', { parcel })}</p>
        <p>
          <Link to={statusPath(view.filed.statusToken)}>{t('appeal.resume.seeAppeal')}</Link>
        </p>
      </>
    );
  }
  if (view.state === 'filed' && view.filed?.byThisDraft && view.filed.statusToken) {
    return (
      <>
        <p className="usa-intro">{reference ? t('appeal.resume.filedReference', { parcel, reference }) : t('appeal.resume.filed', { parcel })}</p>
        <p>
          <Link to={statusPath(view.filed.statusToken)}>{t('appeal.resume.seeStatus')}</Link>
        </p>
      </>
    );
  }
  if (view.state === 'filed') {
    return (
      <>
        <Alert type="warning">{t('appeal.resume.filedByOther', { parcel })}</Alert>
        <p className="margin-top-3">{t('appeal.resume.oneAppeal', { office })}</p>
        {contact}
        {propertyLink}
      </>
    );
  }
  return (
    <>
      <Alert type="warning">{t('appeal.resume.seasonClosed', { parcel })}</Alert>
      <p className="margin-top-3">{t('appeal.resume.nextSeason', { office })}</p>
      {contact}
      {propertyLink}
    </>
  );
}
