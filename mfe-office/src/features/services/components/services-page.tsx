import { useQueryClient } from '@tanstack/react-query';
import { usePortal } from 'mfe-shared';
import { Alert, Button, LoadFailed, Loading } from 'mfe-shared/ui';
import type { ConsoleModule } from 'mfe-shared/schemas';
import { fetchCountyModules, switchCountyModule } from '../../../api/office-api';
import { ConsoleFrame } from '../../../components/console-frame';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useOfficeAction } from '../../../lib/use-office-action';

/** `#/office/county/services` (administrators): the county's services on and off, for the next visitor. */
export function ServicesPage() {
  return (
    <ConsoleFrame screen="services">
      <Services />
    </ConsoleFrame>
  );
}

function Services() {
  const t = useT();
  const { api } = usePortal();
  const client = useQueryClient();
  const { value, error, retry } = useOfficeRead(officeKeys.countyModules(), (signal) => fetchCountyModules(api, signal));
  const { busy, outcome, focusRef, run } = useOfficeAction();
  const nameOf = (module: ConsoleModule) => t(`office.console.services.${module}`);
  const toggle = (module: ConsoleModule, on: boolean) =>
    run(async () => {
      const answer = await switchCountyModule(api, module, on);
      client.setQueryData(officeKeys.countyModules(), answer);
      const text = t(on ? 'office.console.services.switchedOn' : 'office.console.services.switchedOff', { service: module });
      return { say: text, outcome: { ok: true, text } };
    });

  return (
    <>
      <p>{t('office.console.services.intro')}</p>
      <div tabIndex={-1} ref={focusRef} className="console-outcome">
        {outcome ? (
          <Alert type={outcome.ok ? 'success' : 'error'} headingLevel="h2" heading={outcome.ok ? t('office.action.recorded') : t('office.action.notRecorded')}>
            <p>{outcome.text}</p>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.console.services.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!value && !error ? <Loading label={t('office.console.services.loading')} /> : null}
      {value ? (
        <ul className="console-rows" aria-label={t('office.console.services.caption')}>
          {value.modules.map(({ name, enabled }) => (
            <li key={name}>
              <div className="console-rows__what">
                <div className="console-rows__name">{nameOf(name)}</div>
                <div className="usa-hint">{t(`office.console.services.${name}Hint`)}</div>
              </div>
              <div className="console-rows__state">
                <span className={`usa-tag${enabled ? ' console-tag--on' : ''}`}>{enabled ? t('office.console.services.on') : t('office.console.services.off')}</span>
              </div>
              <Button variant={enabled ? 'outline' : 'primary'} aria-busy={busy || undefined} onClick={() => void toggle(name, !enabled)}>
                {t(enabled ? 'office.console.services.switchOff' : 'office.console.services.switchOn', { service: name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="usa-hint margin-top-2">{t('office.console.services.officeNote')}</p>
    </>
  );
}
