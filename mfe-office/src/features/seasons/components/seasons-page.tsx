import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntlLocale, usePortal } from 'mfe-shared';
import { formatCalendarDay } from 'mfe-shared/format';
import { Alert, Button, EmptyState, LoadFailed, Loading } from 'mfe-shared/ui';
import type { CountySeason, NewSeason, SeasonDates } from 'mfe-shared/schemas';
import { addCountySeason, fetchCountySeasons, setCountySeasonDates, setCountySeasonOpen } from '../../../api/office-api';
import { ConsoleFrame } from '../../../components/console-frame';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useOfficeAction } from '../../../lib/use-office-action';
import { AddSeasonForm } from './add-season-form';
import { ChangeSeasonDates } from './change-season-dates';

/** `#/office/county/seasons` (administrators): the appeal seasons, one open at a time; add one, open or close one, change its days. */
export function SeasonsPage() {
  return (
    <ConsoleFrame screen="seasons">
      <Seasons />
    </ConsoleFrame>
  );
}

function Seasons() {
  const t = useT();
  const { api } = usePortal();
  const client = useQueryClient();
  const { value, error, retry } = useOfficeRead(officeKeys.countySeasons(), (signal) => fetchCountySeasons(api, signal));
  const { busy, outcome, focusRef, run } = useOfficeAction();
  // The queue's season filter reads the public list of seasons: it reads again too.
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: officeKeys.countySeasons() }), client.invalidateQueries({ queryKey: officeKeys.seasons() })]);
  const setOpen = (season: CountySeason, open: boolean) =>
    run(async () => {
      await setCountySeasonOpen(api, season.id, open);
      await refresh();
      const text = t(open ? 'office.console.seasons.opened' : 'office.console.seasons.closedNow', { name: season.name });
      return { say: text, outcome: { ok: true, text } };
    });
  const locale = useIntlLocale();
  const [changing, setChanging] = useState<string | null>(null);
  const changeButtons = useRef(new Map<string, HTMLButtonElement>());
  const daysOf = (season: CountySeason) => {
    const [opens, closes] = [season.opensOn, season.closesOn].map((day) => (day ? formatCalendarDay(day, locale) : null));
    if (opens && closes) return t('office.console.seasons.daysBoth', { opens, closes });
    if (opens) return t('office.console.seasons.daysFrom', { opens });
    if (closes) return t('office.console.seasons.daysUntil', { closes });
    return t('office.console.seasons.daysNone');
  };
  const stopChanging = (season: CountySeason) => {
    setChanging(null);
    requestAnimationFrame(() => changeButtons.current.get(season.id)?.focus());
  };
  // Saved, the form closes and the outcome takes the focus; refused, it stays open with what was typed.
  const saveDates = (season: CountySeason, dates: SeasonDates) =>
    run(async () => {
      const saved = await setCountySeasonDates(api, season.id, dates);
      await refresh();
      setChanging(null);
      const text = t('office.console.seasons.datesSaved', { name: saved.name, days: daysOf(saved) });
      return { say: text, outcome: { ok: true, text } };
    });
  // Whether it was added: the form empties itself then, and keeps what was typed after a refusal.
  const add = async (season: NewSeason) => {
    let done = false;
    await run(async () => {
      const added = await addCountySeason(api, season);
      await refresh();
      done = true;
      const text = `${t('office.console.seasons.added', { name: added.name })}${added.open ? ` ${t('office.console.seasons.opened', { name: added.name })}` : ''}`;
      return { say: text, outcome: { ok: true, text } };
    });
    return done;
  };

  return (
    <>
      <p>{t('office.console.seasons.intro')}</p>
      <div tabIndex={-1} ref={focusRef} className="console-outcome">
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? t('office.console.seasons.changed') : t('office.console.seasons.notChanged')}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.console.seasons.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!value && !error ? <Loading label={t('office.console.seasons.loading')} /> : null}
      {value && value.results.length === 0 ? (
        <EmptyState headingLevel="h2" heading={t('office.console.seasons.noneHeading')}>
          <p>{t('office.console.seasons.none')}</p>
        </EmptyState>
      ) : null}
      {value && value.results.length > 0 ? (
        <>
          <h2>{t('office.console.seasons.caption')}</h2>
          <ul className="console-rows">
            {value.results.map((season) => (
              <li key={season.id}>
                <div className="console-rows__what">
                  <div className="console-rows__name">{season.name}</div>
                  <div>{t('office.console.seasons.yearOf', { year: season.year })}</div>
                  <div>{daysOf(season)}</div>
                </div>
                <div className="console-rows__state">
                  <span className={`usa-tag${season.open ? ' console-tag--on' : ''}`}>{season.open ? t('office.console.seasons.open') : t('office.console.seasons.closed')}</span>
                </div>
                <div className="console-rows__buttons console-rows__buttons--inline">
                  <Button variant="outline" aria-busy={busy || undefined} onClick={() => void setOpen(season, !season.open)}>
                    {t(season.open ? 'office.console.seasons.closeSeason' : 'office.console.seasons.openSeason', { name: season.name })}
                  </Button>
                  <Button
                    variant="outline"
                    aria-expanded={changing === season.id}
                    ref={(button) => {
                      if (button) changeButtons.current.set(season.id, button);
                    }}
                    onClick={() => setChanging(changing === season.id ? null : season.id)}
                  >
                    {t('office.console.seasons.changeDates', { name: season.name })}
                  </Button>
                </div>
                {changing === season.id ? <ChangeSeasonDates season={season} busy={busy} onSave={(dates) => saveDates(season, dates)} onDone={() => stopChanging(season)} /> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {value ? <AddSeasonForm busy={busy} onAdd={add} /> : null}
    </>
  );
}
