import type { SeasonState } from 'mfe-shared/domain';
import { formatCalendarDay } from 'mfe-shared/format';
import { Alert, richText } from 'mfe-shared/ui';
import { useT } from '../../i18n/catalogue';

const strong = (text: string) => <strong>{text}</strong>;

/**
 * Until when the public can appeal and how many days are left, or that appeals are closed and when
 * they open again (docs/product.md#appeal-steps). Nothing for an open season the county gave no
 * last day: there is nothing true to say.
 */
export function SeasonDates({ season, locale }: { season: SeasonState; locale: string }) {
  const t = useT();
  const day = (value: string) => formatCalendarDay(value, locale);
  if (season.open) {
    if (season.closesOn === null) return null;
    return (
      <Alert type="info" slim>
        <p>{richText(t('appeal.welcome.appealUntil', { date: day(season.closesOn), days: season.daysLeft }), { strong })}</p>
      </Alert>
    );
  }
  return (
    <Alert type="warning" slim>
      <p>{season.nextOpensOn ? t('appeal.welcome.closedUntil', { date: day(season.nextOpensOn) }) : t('appeal.welcome.closedNow')}</p>
    </Alert>
  );
}
