import { useEffect, useRef, useState, type ReactNode } from 'react';
import { announce, useIntlLocale, usePortal, usePortalState, useSettings } from 'mfe-shared';
import type { AppealResult } from 'mfe-shared/schemas';
import { formatDateTime, formatPhone } from 'mfe-shared/format';
import { Alert, Button, richText, serverMessage } from 'mfe-shared/ui';
import { resendConfirmation } from '../../api/appeal-api';
import { useT } from '../../i18n/catalogue';
import { filerTokenOf } from '../../lib/filer-token';
import { ChangeEmailForm } from './change-email-form';

const strong = (text: string) => <strong>{text}</strong>;
/** The words of a message without its emphasis tags: what the live region reads. */
const plain = (text: string) => text.replace(/<\/?strong>/g, '');
const HOUR_MS = 3_600_000;
const CHANGE_BUTTON_ID = 'change-email-button';

/** What the filer last asked for, said above the rest and to screen readers. */
type Sent = { kind: 'resent' | 'changed'; email: string } | { kind: 'failed'; message: string } | null;

/**
 * A public filing's confirmation: the GOV.UK "check your email" pattern
 * (docs/product.md#confirming-a-public-appeal). Where the e-mail went, that nothing is filed until
 * its link is selected, how long the link works; then "Send the email again" and "Change your email
 * address", offered only in the tab that filed (its token is in this tab's sessionStorage): anywhere
 * else, the office.
 */
export function CheckEmail({ result, summary }: { result: AppealResult & { confirmBy: string }; summary: ReactNode }) {
  const t = useT();
  const locale = useIntlLocale();
  const settings = useSettings();
  const { api } = usePortal();
  const [, setResult] = usePortalState('appealResult');
  const filerToken = filerTokenOf(result.id);
  const [sent, setSent] = useState<Sent>(null);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const zone = settings['general.timezone'];
  const email = result.appellant.email;
  const hours = Math.round((new Date(result.confirmBy).getTime() - new Date(result.createdAt).getTime()) / HOUR_MS);

  // Each outcome is said, and takes focus so the next key press starts from it.
  useEffect(() => {
    if (!sent) return;
    notice.current?.focus();
    announce(sent.kind === 'failed' ? sent.message : plain(t(sent.kind === 'resent' ? 'appeal.confirmation.resent' : 'appeal.confirmation.changed', { email: sent.email })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per outcome
  }, [sent]);

  const resend = async () => {
    if (!filerToken || busy) return;
    setBusy(true);
    try {
      setSent({ kind: 'resent', email: (await resendConfirmation(api, filerToken)).email });
    } catch (problem) {
      setSent({ kind: 'failed', message: serverMessage(problem) ?? t('appeal.confirmation.sendFailed') });
    } finally {
      setBusy(false);
    }
  };

  const changed = (next: string) => {
    setResult((current) => (current && current.id === result.id ? { ...current, appellant: { ...current.appellant, email: next } } : current));
    setChanging(false);
    setSent({ kind: 'changed', email: next });
  };

  return (
    <>
      <div ref={notice} tabIndex={-1}>
        {sent && sent.kind !== 'failed' ? (
          <Alert type="success" slim>
            <p>{richText(t(sent.kind === 'resent' ? 'appeal.confirmation.resent' : 'appeal.confirmation.changed', { email: sent.email }), { strong })}</p>
          </Alert>
        ) : null}
        {sent?.kind === 'failed' ? (
          <Alert type="error" slim>
            <p>{sent.message}</p>
          </Alert>
        ) : null}
      </div>
      <p className="usa-intro">{richText(t('appeal.confirmation.sentTo', { email }), { strong })}</p>
      <p>{richText(t('appeal.confirmation.notFiled', { parcel: result.property.parcelId, address: result.property.address }), { strong })}</p>
      <p>
        {richText(t('appeal.confirmation.linkWorks', { hours, deadline: formatDateTime(result.confirmBy, zone, {}, locale) }), {
          time: (text) => <time dateTime={result.confirmBy}>{text}</time>,
        })}
      </p>
      <p>{t('appeal.confirmation.confirmUntil')}</p>
      {summary}

      <h2>{t('appeal.confirmation.notArrivedHeading')}</h2>
      <p>{t('appeal.confirmation.spam')}</p>
      {filerToken ? (
        changing ? (
          <ChangeEmailForm
            filerToken={filerToken}
            current={email}
            onChanged={changed}
            onCancel={() => {
              setChanging(false);
              // Back where the form was opened from.
              requestAnimationFrame(() => document.getElementById(CHANGE_BUTTON_ID)?.focus());
            }}
          />
        ) : (
          <div className="portal-wizard-nav margin-bottom-4">
            <Button variant="outline" onClick={() => void resend()} aria-disabled={busy || undefined} className={busy ? 'portal-button--disabled' : undefined}>
              {busy ? t('appeal.confirmation.sending') : t('appeal.confirmation.resend')}
            </Button>
            <Button
              id={CHANGE_BUTTON_ID}
              variant="unstyled"
              onClick={() => {
                // The last outcome was about the address now being replaced: beside its form it would confuse.
                setSent(null);
                setChanging(true);
              }}
            >
              {t('appeal.confirmation.change')}
            </Button>
          </div>
        )
      ) : (
        <p>
          {settings['general.phone_number']
            ? t('appeal.confirmation.askOfficePhone', {
                office: settings['general.display_name'],
                phone: formatPhone(settings['general.phone_number']),
                reference: result.reference,
              })
            : t('appeal.confirmation.askOffice', { office: settings['general.display_name'], reference: result.reference })}
        </p>
      )}
    </>
  );
}
