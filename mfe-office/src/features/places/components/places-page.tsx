import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePortal } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { Alert, Button, EmptyState, LoadFailed, Loading, richText } from 'mfe-shared/ui';
import type { CountyPlace, PlaceInput } from 'mfe-shared/schemas';
import { addCountyPlace, changeCountyPlace, fetchCountyPlaces, setCountyPlaceActive } from '../../../api/office-api';
import { ConsoleFrame } from '../../../components/console-frame';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useOfficeAction } from '../../../lib/use-office-action';
import { AddPlaceForm } from './add-place-form';
import { ChangePlaceForm } from './change-place-form';

/** `#/office/county/places` (administrators): where in-person meetings are held; add one, change one, stop offering it and offer it again. */
export function PlacesPage() {
  return (
    <ConsoleFrame screen="places">
      <Places />
    </ConsoleFrame>
  );
}

/** The site a map link shows its map from (what the county page's policy lets frames come from); nothing for a link that is not a web address. */
function siteOf(link: string): string | null {
  if (!/^https:\/\//i.test(link)) return null;
  try {
    return new URL(link).host;
  } catch {
    return null;
  }
}

function Places() {
  const t = useT();
  const { api } = usePortal();
  const client = useQueryClient();
  const { value, error, retry } = useOfficeRead(officeKeys.countyPlaces(), (signal) => fetchCountyPlaces(api, signal));
  const { busy, outcome, focusRef, run } = useOfficeAction();
  const [changing, setChanging] = useState<string | null>(null);
  const changeButtons = useRef(new Map<string, HTMLButtonElement>());
  // The meeting times and meetings screens list the places too: they read again.
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: officeKeys.countyPlaces() }), client.invalidateQueries({ queryKey: officeKeys.places() })]);
  const done = (text: string) => ({ say: text, outcome: { ok: true, text } });

  // Whether it was added: the form empties itself then, and keeps what was typed after a refusal.
  const add = async (place: PlaceInput) => {
    let added = false;
    await run(async () => {
      const saved = await addCountyPlace(api, place);
      await refresh();
      added = true;
      return done(t('office.console.places.added', { name: saved.name }));
    });
    return added;
  };
  // Saved, the form closes and the outcome takes the focus; refused, it stays open with what was typed.
  const save = (place: CountyPlace, change: PlaceInput) =>
    run(async () => {
      const saved = await changeCountyPlace(api, place.id, change);
      await refresh();
      setChanging(null);
      return done(t('office.console.places.saved', { name: saved.name }));
    });
  const setActive = (place: CountyPlace, active: boolean) =>
    run(async () => {
      const saved = await setCountyPlaceActive(api, place.id, active);
      await refresh();
      if (saved.active) return done(t('office.console.places.offeredAgain', { name: saved.name }));
      const stopped = t('office.console.places.stopped', { name: saved.name });
      return done(saved.bookedMeetings ? `${stopped} ${t('office.console.places.stoppedBooked', { count: saved.bookedMeetings })}` : stopped);
    });
  const stopChanging = (place: CountyPlace) => {
    setChanging(null);
    requestAnimationFrame(() => changeButtons.current.get(place.id)?.focus());
  };
  const which = (place: CountyPlace) => <span className="usa-sr-only"> {t('office.console.places.whichPlace', { name: place.name })}</span>;

  return (
    <>
      <p>{t('office.console.places.intro')}</p>
      <p>{richText(t('office.console.places.timesFirst'), { link: (text) => <Link to="../availability">{text}</Link> })}</p>
      <div tabIndex={-1} ref={focusRef} className="console-outcome">
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? t('office.console.places.changed') : t('office.console.places.notChanged')}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.console.places.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!value && !error ? <Loading label={t('office.console.places.loading')} /> : null}
      {value && value.results.length === 0 ? (
        <EmptyState headingLevel="h2" heading={t('office.console.places.noneHeading')}>
          <p>{t('office.console.places.none')}</p>
        </EmptyState>
      ) : null}
      {value && value.results.length > 0 ? (
        <>
          <h2>{t('office.console.places.caption')}</h2>
          <ul className="console-rows">
            {value.results.map((place) => {
              const site = siteOf(place.location);
              return (
                <li key={place.id}>
                  <div className="console-rows__what">
                    <div className="console-rows__name">{place.name}</div>
                    <div>{place.address}</div>
                    {site ? (
                      <div>
                        <a className="usa-link" href={place.location} target="_blank" rel="noreferrer noopener">
                          {richText(t('office.console.places.openMap', { site, name: place.name }), { sr: (text) => <span className="usa-sr-only">{text}</span> })}
                        </a>
                      </div>
                    ) : null}
                    {place.bookedMeetings ? <div>{t('office.console.places.bookedAhead', { count: place.bookedMeetings })}</div> : null}
                  </div>
                  <div className="console-rows__state">
                    <span className={`usa-tag${place.active ? ' console-tag--on' : ''}`}>
                      {place.active ? t('office.console.places.offered') : t('office.console.places.notOffered')}
                    </span>
                  </div>
                  <div className="console-rows__buttons console-rows__buttons--inline">
                    <Button variant="outline" aria-busy={busy || undefined} onClick={() => void setActive(place, !place.active)}>
                      {place.active ? t('office.console.places.stop') : t('office.console.places.offer')}
                      {which(place)}
                    </Button>
                    <Button
                      variant="outline"
                      aria-expanded={changing === place.id}
                      ref={(button) => {
                        if (button) changeButtons.current.set(place.id, button);
                      }}
                      onClick={() => setChanging(changing === place.id ? null : place.id)}
                    >
                      {t('office.console.places.change')}
                      {which(place)}
                    </Button>
                  </div>
                  {changing === place.id ? <ChangePlaceForm place={place} busy={busy} onSave={(change) => save(place, change)} onCancel={() => stopChanging(place)} /> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {value ? <AddPlaceForm busy={busy} onAdd={add} /> : null}
    </>
  );
}
