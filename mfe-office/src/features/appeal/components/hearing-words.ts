import { useIntlLocale, useSettings } from 'mfe-shared';
import { formatDateTime } from 'mfe-shared/format';
import type { OfficeHearing } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';

const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** A hearing's time in words on the county's clock ("Tuesday, December 16, 2026 at 2:30 PM EST"), and the whole hearing in a sentence. */
export function useHearingWords() {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  const when = (startsAt: string) => formatDateTime(startsAt, zone, LONG, locale);
  const sentence = (hearing: Pick<OfficeHearing, 'startsAt' | 'minutes' | 'mode' | 'room'> & { panel: { name: string } }) =>
    hearing.mode === 'video' || !hearing.room
      ? t('office.hearing.onVideo', { when: when(hearing.startsAt), minutes: hearing.minutes, panel: hearing.panel.name })
      : t('office.hearing.inRoom', { when: when(hearing.startsAt), minutes: hearing.minutes, panel: hearing.panel.name, room: hearing.room });
  return { when, sentence, zone, locale };
}
