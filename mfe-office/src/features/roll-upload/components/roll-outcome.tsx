import { useIntlLocale, usePortal } from 'mfe-shared';
import { formatNumber } from 'mfe-shared/format';
import { Alert } from 'mfe-shared/ui';
import type { RollJob } from 'mfe-shared/schemas';
import { rollRejectsUrl } from '../../../api/office-api';
import { Facts } from '../../../components/facts';
import { useT } from '../../../i18n/catalogue';

/** A running import's progress: rows read, and the share of the file read. */
export function RollProgress({ job }: { job: RollJob }) {
  const t = useT();
  return (
    <Alert type="info" headingLevel="h2" heading={t('office.console.roll.running', { file: job.fileName })}>
      <p>{t('office.console.roll.progress', { count: job.rows, n: formatNumber(job.rows), rate: formatNumber(job.rowsPerSecond) })}</p>
      <progress className="width-full" max={Math.max(job.totalBytes, 1)} value={job.bytes} aria-label={t('office.console.roll.running', { file: job.fileName })} />
    </Alert>
  );
}

/** How an import ended: its counts, or why it stopped; the rejected rows to download either way. */
export function RollOutcome({ job }: { job: RollJob }) {
  const t = useT();
  const { api } = usePortal();
  const locale = useIntlLocale();
  const layout = t(`office.console.roll.layout.${job.layout as 'florida-nal' | 'texas-appraisal'}`);
  const heading = job.state === 'failed' ? t('office.console.roll.failed') : job.dryRun ? t('office.console.roll.checked') : t('office.console.roll.done');
  const { summary } = job;
  return (
    <Alert type={job.state === 'failed' ? 'error' : 'success'} headingLevel="h2" heading={heading}>
      <p>{t('office.console.roll.summaryOf', { file: job.fileName, layout, by: job.by })}</p>
      {job.error ? <p>{job.error}</p> : null}
      {summary ? (
        <Facts
          rows={[
            [t('office.console.roll.read'), formatNumber(summary.read)],
            [t('office.console.roll.added'), formatNumber(summary.added)],
            [t('office.console.roll.changed'), formatNumber(summary.changed)],
            [t('office.console.roll.unchanged'), formatNumber(summary.unchanged)],
            [t('office.console.roll.deactivated'), formatNumber(summary.deactivated)],
            [t('office.console.roll.refused'), formatNumber(summary.refused)],
            [
              t('office.console.roll.seconds'),
              t('office.console.roll.secondsValue', { seconds: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(summary.seconds) }),
            ],
          ]}
        />
      ) : null}
      {job.hasRejects ? (
        <p>
          <a href={rollRejectsUrl(api, job.id)} download>
            {t('office.console.roll.downloadRejects')}
          </a>
          <span className="display-block">{t('office.console.roll.rejectsHint')}</span>
        </p>
      ) : null}
    </Alert>
  );
}
