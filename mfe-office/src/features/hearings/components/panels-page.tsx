import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { Alert, Button, EmptyState, LoadFailed, Loading } from 'mfe-shared/ui';
import type { NewPanel, Panel } from 'mfe-shared/schemas';
import { addPanel, addPanelSession } from '../../../api/office-api';
import { ConsoleFrame } from '../../../components/console-frame';
import { useT } from '../../../i18n/catalogue';
import { officeKeys } from '../../../lib/office-query';
import { useOfficeAction } from '../../../lib/use-office-action';
import { useHearingPanels } from '../../../lib/use-hearing-panels';
import { AddPanelForm } from './add-panel-form';
import { AddSessionForm } from './add-session-form';
import { PanelSessions } from './panel-sessions';
import { sessionWhen } from './session-when';
import './hearings.css';

/** `#/office/county/panels` (administrators): the county's hearing panels and their sessions; add a panel, add a session. */
export function PanelsPage() {
  return (
    <ConsoleFrame screen="panels">
      <Panels />
    </ConsoleFrame>
  );
}

function Panels() {
  const t = useT();
  const locale = useIntlLocale();
  const { api } = usePortal();
  const settings = useSettings();
  const zone = settings['general.timezone'];
  const client = useQueryClient();
  const { panels, error, retry } = useHearingPanels();
  const { busy, outcome, focusRef, run } = useOfficeAction();
  const [adding, setAdding] = useState<string | null>(null);
  const addButtons = useRef(new Map<string, HTMLButtonElement>());
  const done = (text: string) => ({ say: text, outcome: { ok: true, text } });

  // Whether it was added: the form empties itself then, and keeps what was typed after a refusal.
  const add = async (panel: NewPanel) => {
    let added = false;
    await run(async () => {
      const saved = await addPanel(api, panel);
      // A new panel sits in no session yet: nothing to read, and nothing said over its announcement.
      client.setQueryData(officeKeys.panelSessions(saved.id), { results: [] });
      await client.invalidateQueries({ queryKey: officeKeys.panels() });
      added = true;
      return done(t('office.console.panels.added', { name: saved.name }));
    });
    return added;
  };
  // Added, the form closes and the outcome takes the focus; refused, it stays open with what was typed.
  const addSession = (panel: Panel, session: { startsAt: string; endsAt: string }) =>
    run(async () => {
      const saved = await addPanelSession(api, panel.id, session);
      await client.invalidateQueries({ queryKey: officeKeys.panelSessions(panel.id) });
      setAdding(null);
      return done(t('office.console.panels.sessionAdded', { name: panel.name, when: sessionWhen(saved, zone, locale) }));
    });
  const stopAdding = (panel: Panel) => {
    setAdding(null);
    requestAnimationFrame(() => addButtons.current.get(panel.id)?.focus());
  };

  return (
    <>
      <p>{t('office.console.panels.intro')}</p>
      <p>{t('office.console.panels.timing', { minutes: settings['appeal.hearing_minutes'], days: settings['appeal.hearing_notice_days'], zone })}</p>
      <div tabIndex={-1} ref={focusRef} className="console-outcome">
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? t('office.console.panels.changed') : t('office.console.panels.notChanged')}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.console.panels.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!panels && !error ? <Loading label={t('office.console.panels.loading')} /> : null}
      {panels && panels.length === 0 ? (
        <EmptyState headingLevel="h2" heading={t('office.console.panels.noneHeading')}>
          <p>{t('office.console.panels.none')}</p>
        </EmptyState>
      ) : null}
      {panels && panels.length > 0 ? (
        <>
          <h2>{t('office.console.panels.caption')}</h2>
          <ul className="console-rows">
            {panels.map((panel) => (
              <li key={panel.id}>
                <div className="console-rows__what">
                  <div className="console-rows__name">{panel.name}</div>
                  <div>{panel.members.length ? t('office.console.panels.members', { members: panel.members.join(', ') }) : t('office.console.panels.noMembers')}</div>
                  <div>
                    {panel.mode === 'video' ? (
                      <>
                        {t('office.console.panels.byVideo')}{' '}
                        <a className="usa-link hearings-link" href={panel.videoUrl ?? undefined} target="_blank" rel="noreferrer noopener">
                          {panel.videoUrl}
                        </a>
                      </>
                    ) : (
                      t('office.console.panels.inPersonAt', { room: panel.room ?? '' })
                    )}
                  </div>
                </div>
                {panel.active ? null : (
                  <div className="console-rows__state">
                    <span className="usa-tag">{t('office.console.panels.notSitting')}</span>
                  </div>
                )}
                <div className="console-rows__actions">
                  <PanelSessions panel={panel} />
                  {panel.active ? (
                    <Button
                      variant="outline"
                      aria-expanded={adding === panel.id}
                      ref={(button) => {
                        if (button) addButtons.current.set(panel.id, button);
                      }}
                      onClick={() => setAdding(adding === panel.id ? null : panel.id)}
                    >
                      {t('office.console.panels.addSession')}
                      <span className="usa-sr-only"> {t('office.console.panels.whichPanel', { name: panel.name })}</span>
                    </Button>
                  ) : null}
                </div>
                {adding === panel.id ? <AddSessionForm panel={panel} busy={busy} onAdd={(session) => addSession(panel, session)} onCancel={() => stopAdding(panel)} /> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {panels ? <AddPanelForm busy={busy} onAdd={add} /> : null}
    </>
  );
}
