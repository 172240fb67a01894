import { useSettings } from 'mfe-shared';
import { formatPhone } from 'mfe-shared/format';

/**
 * The office's phone and e-mail from settings as links, in one sentence: "Call (555) 555 0100 or
 * e-mail assessor@example.org." (docs/product.md#no-dead-ends). Nothing when the county has neither.
 */
export function OfficeContact({ className }: { className?: string }) {
  const settings = useSettings();
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  if (!phone && !email) return null;
  const call = phone ? <a href={`tel:${phone.replace(/\D/g, '')}`}>{formatPhone(phone)}</a> : null;
  const mail = email ? <a href={`mailto:${email}`}>{email}</a> : null;
  return (
    <p className={className}>
      {call && mail ? (
        <>
          Call {call} or e-mail {mail}.
        </>
      ) : call ? (
        <>Call {call}.</>
      ) : (
        <>E-mail {mail}.</>
      )}
    </p>
  );
}
