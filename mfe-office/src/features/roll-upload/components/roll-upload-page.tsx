import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { announce, usePortal } from 'mfe-shared';
import { Alert, LoadFailed, Loading } from 'mfe-shared/ui';
import { uploadRoll } from '../../../api/office-api';
import { ConsoleFrame } from '../../../components/console-frame';
import { useT } from '../../../i18n/catalogue';
import { officeKeys } from '../../../lib/office-query';
import { useStaffCallFailure } from '../../../lib/use-staff-call';
import { useRollJob } from '../hooks/use-roll-job';
import { RollForm, type RollChoice } from './roll-form';
import { RollOutcome, RollProgress } from './roll-outcome';

/**
 * `#/office/county/roll` (administrators): upload the county's parcel roll; the server imports it in
 * the background while this screen shows its progress, then its counts and its rejected rows.
 */
export function RollUploadPage() {
  return (
    <ConsoleFrame screen="roll">
      <RollUpload />
    </ConsoleFrame>
  );
}

function RollUpload() {
  const t = useT();
  const { api } = usePortal();
  const client = useQueryClient();
  const failure = useStaffCallFailure();
  const panel = useRef<HTMLDivElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const focusPanel = () => requestAnimationFrame(() => panel.current?.focus());
  const { job, value, error, retry } = useRollJob((state) => {
    announce(t(state === 'failed' ? 'office.console.roll.failed' : 'office.console.roll.done'));
    focusPanel();
  });

  const upload = async ({ file, query }: RollChoice) => {
    if (percent !== null) return;
    setRefusal(null);
    setPercent(0);
    try {
      const answer = await uploadRoll(api, file, query, setPercent);
      client.setQueryData(officeKeys.rollJob(), answer);
      announce(t('office.console.roll.started'));
    } catch (problem) {
      const message = failure(problem);
      if (message !== null) setRefusal(message);
    } finally {
      setPercent(null);
      focusPanel();
    }
  };
  const running = job?.state === 'running';

  return (
    <>
      <p>{t('office.console.roll.intro')}</p>
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.console.roll.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!value && !error ? <Loading label={t('office.console.roll.loading')} /> : null}
      <div tabIndex={-1} ref={panel} className="margin-y-2">
        {refusal ? (
          <Alert type="error" role="alert" headingLevel="h2" heading={t('office.console.roll.failed')}>
            <p>{refusal}</p>
          </Alert>
        ) : null}
        {percent !== null ? (
          <Alert type="info" headingLevel="h2" heading={t('office.console.roll.uploading', { percent })}>
            <progress className="width-full" max={100} value={percent} aria-label={t('office.console.roll.uploading', { percent })} />
          </Alert>
        ) : null}
        {job && running ? <RollProgress job={job} /> : null}
        {job && !running ? <RollOutcome job={job} /> : null}
      </div>
      {value && !running ? <RollForm busy={percent !== null} another={job !== null} onUpload={(choice) => void upload(choice)} /> : null}
    </>
  );
}
