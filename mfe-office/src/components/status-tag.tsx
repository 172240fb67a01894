import type { OfficeStatus } from 'mfe-shared/schemas';
import { useT } from '../i18n/catalogue';

/** An appeal's status as a tag; its colour follows the status, its words carry the meaning. */
export function StatusTag({ status }: { status: OfficeStatus }) {
  const t = useT();
  return <span className={`usa-tag office-status office-status--${status}`}>{t(`office.appealStatus.${status}`)}</span>;
}
