import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePortal } from 'mfe-shared';
import { Alert, Button, EmptyState, LoadFailed, Loading } from 'mfe-shared/ui';
import type { CountyReason, NewReason, ReasonChange } from 'mfe-shared/schemas';
import { addCountyReason, changeCountyReason, fetchCountyReasons, moveCountyReason } from '../../../api/office-api';
import { ConsoleFrame } from '../../../components/console-frame';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useOfficeAction } from '../../../lib/use-office-action';
import { AddReasonForm } from './add-reason-form';
import { ChangeReasonForm } from './change-reason-form';

/** `#/office/county/reasons` (administrators): the reasons the appeal's reasons step offers, in its order; add, reword, move, stop offering. */
export function ReasonsPage() {
  return (
    <ConsoleFrame screen="reasons">
      <Reasons />
    </ConsoleFrame>
  );
}

function Reasons() {
  const t = useT();
  const { api } = usePortal();
  const client = useQueryClient();
  const { value, error, retry } = useOfficeRead(officeKeys.countyReasons(), (signal) => fetchCountyReasons(api, signal));
  const { busy, outcome, focusRef, run } = useOfficeAction();
  const [changing, setChanging] = useState<string | null>(null);
  const changeButtons = useRef(new Map<string, HTMLButtonElement>());
  const refresh = () => client.invalidateQueries({ queryKey: officeKeys.countyReasons() });
  const done = (text: string) => ({ say: text, outcome: { ok: true, text } });

  const add = async (reason: NewReason) => {
    let added = false;
    await run(async () => {
      const saved = await addCountyReason(api, reason);
      await refresh();
      added = true;
      return done(t('office.console.reasons.added', { reason: saved.description }));
    });
    return added;
  };
  const save = (reason: CountyReason, change: ReasonChange) =>
    run(async () => {
      const saved = await changeCountyReason(api, reason.id, change);
      await refresh();
      setChanging(null);
      return done(t(saved.used ? 'office.console.reasons.saved' : 'office.console.reasons.savedNotOffered', { reason: saved.description }));
    });
  const move = (reason: CountyReason, direction: 'up' | 'down') =>
    run(async () => {
      await moveCountyReason(api, reason.id, direction);
      await refresh();
      return done(t(direction === 'up' ? 'office.console.reasons.movedUp' : 'office.console.reasons.movedDown', { reason: reason.description }));
    });
  const stopChanging = (reason: CountyReason) => {
    setChanging(null);
    requestAnimationFrame(() => changeButtons.current.get(reason.id)?.focus());
  };

  return (
    <>
      <p>{t('office.console.reasons.intro')}</p>
      <div tabIndex={-1} ref={focusRef} className="console-outcome">
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? t('office.console.reasons.changed') : t('office.console.reasons.notChanged')}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.console.reasons.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!value && !error ? <Loading label={t('office.console.reasons.loading')} /> : null}
      {value && value.results.length === 0 ? (
        <EmptyState headingLevel="h2" heading={t('office.console.reasons.noneHeading')}>
          <p>{t('office.console.reasons.none')}</p>
        </EmptyState>
      ) : null}
      {value && value.results.length > 0 ? (
        <>
          <h2>{t('office.console.reasons.caption')}</h2>
          <ol className="console-rows">
            {value.results.map((reason, index) => (
              <li key={reason.id}>
                <div className="console-rows__what">
                  <div className="console-rows__name">{reason.description}</div>
                  <div lang={reason.spanish ? 'es' : undefined}>{reason.spanish ?? t('office.console.reasons.noSpanish')}</div>
                </div>
                <div className="console-rows__state">
                  <span className={`usa-tag${reason.used ? ' console-tag--on' : ''}`}>
                    {reason.used ? t('office.console.reasons.offered') : t('office.console.reasons.notOffered')}
                  </span>
                </div>
                <div className="console-rows__buttons console-rows__buttons--inline">
                  {index > 0 ? (
                    <Button variant="outline" aria-busy={busy || undefined} onClick={() => void move(reason, 'up')}>
                      {t('office.console.reasons.moveUp')}
                      <span className="usa-sr-only"> {t('office.console.reasons.whichReason', { reason: reason.description })}</span>
                    </Button>
                  ) : null}
                  {index < value.results.length - 1 ? (
                    <Button variant="outline" aria-busy={busy || undefined} onClick={() => void move(reason, 'down')}>
                      {t('office.console.reasons.moveDown')}
                      <span className="usa-sr-only"> {t('office.console.reasons.whichReason', { reason: reason.description })}</span>
                    </Button>
                  ) : null}
                  <Button
                    variant="outline"
                    aria-expanded={changing === reason.id}
                    ref={(button) => {
                      if (button) changeButtons.current.set(reason.id, button);
                    }}
                    onClick={() => setChanging(changing === reason.id ? null : reason.id)}
                  >
                    {t('office.console.reasons.change')}
                    <span className="usa-sr-only"> {t('office.console.reasons.whichReason', { reason: reason.description })}</span>
                  </Button>
                </div>
                {changing === reason.id ? <ChangeReasonForm reason={reason} busy={busy} onSave={(change) => save(reason, change)} onCancel={() => stopChanging(reason)} /> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {value ? <AddReasonForm busy={busy} onAdd={add} /> : null}
    </>
  );
}
