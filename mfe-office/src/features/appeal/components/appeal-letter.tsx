import { ApiError, useIntlLocale, useSettings } from 'mfe-shared';
import { formatDateTime } from 'mfe-shared/format';
import { LoadFailed, Loading, richText } from 'mfe-shared/ui';
import { Facts, Section } from '../../../components/facts';
import { LetterCheck, LetterOutcome } from '../../../components/letter-check';
import { useT } from '../../../i18n/catalogue';
import { useLetterApproval } from '../../../lib/use-letter-approval';
import { useAppealLetter } from '../hooks/use-appeal-letter';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * A decided appeal's letter: waiting for its check or sent (and when, and by whom), its preview,
 * and the approval where the viewer may give it, as on the letters to check.
 */
export function AppealLetter({ reference }: { reference: string }) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  const { value: letter, error, cause, retry } = useAppealLetter(reference);
  const { busy, outcome, focusRef, approve } = useLetterApproval();
  // An appeal decided before the portal wrote letters has none (404): that is not a failure.
  const none = cause instanceof ApiError && cause.status === 404;
  return (
    <Section id="office-letter-heading" title={t('office.letters.heading')}>
      <LetterOutcome outcome={outcome} focusRef={focusRef} headingLevel="h3" />
      {none ? <p>{t('office.letters.noLetter')}</p> : null}
      {error && !none ? (
        <LoadFailed headingLevel="h3" heading={t('office.letters.letterLoadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {!letter && !error ? <Loading label={t('office.letters.letterLoading')} /> : null}
      {letter && !error ? (
        <>
          <Facts
            rows={[
              [
                t('office.letters.state'),
                letter.status === 'sent' && letter.approvedAt
                  ? richText(t('office.letters.sent', { date: formatDateTime(letter.approvedAt, zone, DAY, locale) }), {
                      time: (text) => <time dateTime={letter.approvedAt ?? undefined}>{text}</time>,
                    })
                  : t('office.letters.waiting'),
              ],
              ...(letter.approvedBy ? ([[t('office.letters.approvedBy'), letter.approvedBy]] as Array<[string, string]>) : []),
            ]}
          />
          <LetterCheck letter={letter} busy={busy} onApprove={(approved) => void approve(approved)} />
        </>
      ) : null}
    </Section>
  );
}
