import { useIntlLocale } from 'mfe-shared';
import { formatDateTime } from 'mfe-shared/format';
import type { HearingView } from 'mfe-shared/schemas';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';
import { AskToMoveHearing } from './hearing-move';

type Props = { hearing: HearingView; timeZone: string; busy: boolean; onAskToMove: (reason: string) => Promise<unknown> };

/**
 * The hearing the county scheduled: when (on the county's clock), how long, the panel, and how to
 * attend (the video link, or the room) with what to have ready; then the one request to move it.
 * The calendar invitation comes with the notice e-mail: the status link has none for a hearing.
 */
export function YourHearing({ hearing, timeZone, busy, onAskToMove }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const video = hearing.mode === 'video';
  return (
    <section aria-labelledby="appeal-hearing">
      <h2 id="appeal-hearing">{t('search.status.hearing.heading')}</h2>
      <SummaryList>
        <SummaryRow name={t('search.status.hearing.when')}>
          <strong>{formatDateTime(hearing.startsAt, timeZone, {}, locale)}</strong>
        </SummaryRow>
        <SummaryRow name={t('search.status.hearing.length')}>{t('search.status.hearing.minutes', { minutes: hearing.minutes })}</SummaryRow>
        <SummaryRow name={t('search.status.hearing.panel')}>{hearing.panel}</SummaryRow>
        {video ? (
          <SummaryRow name={t('search.status.hearing.how')}>{t('search.status.hearing.byVideo')}</SummaryRow>
        ) : hearing.room ? (
          <SummaryRow name={t('search.status.hearing.where')}>{hearing.room}</SummaryRow>
        ) : null}
      </SummaryList>
      {video && hearing.videoUrl ? (
        <p>
          <a href={hearing.videoUrl} rel="noopener noreferrer">
            {t('search.status.hearing.join')}
          </a>
        </p>
      ) : null}
      <p>{t(video ? 'search.status.hearing.readyVideo' : 'search.status.hearing.readyInPerson')}</p>
      <p>{t('search.status.hearing.calendar')}</p>
      <AskToMoveHearing hearing={hearing} timeZone={timeZone} busy={busy} onAsk={onAskToMove} />
    </section>
  );
}
