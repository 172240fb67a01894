import { Link, useParams } from 'mfe-shared/router';
import { LoadFailed, Loading, PageHeading, richText, usePageTitle } from 'mfe-shared/ui';
import { useT } from '../i18n';
import { useStatus } from '../hooks/use-status';
import { AppealStatusView } from './appeal-status';
import { MeetingStatusView } from './meeting-status';
import { CountyContact } from './county-contact';

/** `#/status/{token}`: the one appeal or meeting a signed link from an e-mail opens, without an account. */
export function StatusPage() {
  const t = useT();
  const token = useParams().token ?? '';
  const { state, replace, retry } = useStatus(token);
  const title = state.status === 'ready' ? (state.view.kind === 'appeal' ? 'search.status.title.appeal' : 'search.status.title.meeting') : 'search.status.title.either';
  usePageTitle({ id: title });

  if (state.status === 'loading') return <Loading label={t('search.status.loading')} />;
  if (state.status === 'failed') {
    return (
      <>
        <PageHeading>{t('search.status.failed.heading')}</PageHeading>
        {/* A link the API refused (gone, unknown) is not mended by asking again; an unreachable API may be. */}
        <LoadFailed onRetry={state.message === null ? retry : undefined}>
          <p>{state.message ?? t('search.status.failed.unreachable')}</p>
        </LoadFailed>
        <p>
          <Link to="/">{t('search.status.failed.home')}</Link>
        </p>
      </>
    );
  }
  const { view } = state;
  return (
    <>
      <PageHeading>{t(title)}</PageHeading>
      <p className="portal-status__reference">{richText(t('search.status.reference', { reference: view.reference }), { strong: (text) => <strong>{text}</strong> })}</p>
      {view.appeal ? <AppealStatusView token={token} appeal={view.appeal} county={view.county} onChanged={replace} /> : null}
      {view.meeting ? <MeetingStatusView token={token} view={view} onChanged={replace} /> : null}
      <CountyContact county={view.county} reference={view.reference} />
    </>
  );
}
