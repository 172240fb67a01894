import { Link, useParams } from 'mfe-shared/router';
import { Alert, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { useStatus } from '../hooks/use-status';
import { AppealStatusView } from './appeal-status';
import { MeetingStatusView } from './meeting-status';
import { CountyContact } from './county-contact';

/** `#/status/{token}`: the one appeal or meeting a signed link from an e-mail opens (issue 17), without an account. */
export function StatusPage() {
  const token = useParams().token ?? '';
  const { state, replace } = useStatus(token);
  const title = state.status === 'ready' ? (state.view.kind === 'appeal' ? 'Your appeal' : 'Your meeting') : 'Your appeal or meeting';
  usePageTitle(title);

  if (state.status === 'loading') return <Loading label="Loading your appeal or meeting" />;
  if (state.status === 'failed') {
    return (
      <>
        <PageHeading>This link cannot be opened</PageHeading>
        <Alert type="error" role="alert">
          <p>{state.message}</p>
        </Alert>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </>
    );
  }
  const { view } = state;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <p className="portal-status__reference">
        Reference <strong>{view.reference}</strong>
      </p>
      {view.appeal ? <AppealStatusView token={token} appeal={view.appeal} timeZone={view.county.timeZone} onChanged={replace} /> : null}
      {view.meeting ? <MeetingStatusView token={token} view={view} onChanged={replace} /> : null}
      <CountyContact county={view.county} reference={view.reference} />
    </>
  );
}
