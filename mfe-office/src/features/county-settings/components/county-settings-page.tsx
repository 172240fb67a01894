import { useQueryClient } from '@tanstack/react-query';
import { usePortal } from 'mfe-shared';
import { LoadFailed, Loading } from 'mfe-shared/ui';
import type { CountySetting } from 'mfe-shared/schemas';
import { changeCountySettings, fetchCountySettings } from '../../../api/office-api';
import { ConsoleFrame } from '../../../components/console-frame';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { SettingsFormView } from './settings-form';

/** `#/office/county/settings` (administrators): what visitors see of the office, and some rules of appeals. */
export function CountySettingsPage() {
  return (
    <ConsoleFrame screen="settings">
      <CountySettings />
    </ConsoleFrame>
  );
}

function CountySettings() {
  const t = useT();
  const { api } = usePortal();
  const client = useQueryClient();
  const { value, error, retry } = useOfficeRead(officeKeys.countySettings(), (signal) => fetchCountySettings(api, signal));
  const save = async (values: Record<string, unknown>) => {
    const answer = await changeCountySettings(api, values);
    // The answer is the settings as stored now: the next form starts from them.
    client.setQueryData(officeKeys.countySettings(), { settings: answer.settings });
    return answer;
  };
  return (
    <>
      <p>{t('office.console.settings.intro')}</p>
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.console.settings.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!value && !error ? <Loading label={t('office.console.settings.loading')} /> : null}
      {value ? <SettingsFormView settings={value.settings as CountySetting[]} onSave={save} /> : null}
    </>
  );
}
