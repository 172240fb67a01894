import { useEffect } from 'react';
import { useIntlLocale, useSettings } from 'mfe-shared';
import { Link, useSearchParams } from 'mfe-shared/router';
import { formatDateTime, formatMoney, type Currency } from 'mfe-shared/format';
import { LoadFailed, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import type { DecisionLetter } from 'mfe-shared/schemas';
import { Facts } from '../../../components/facts';
import { LetterCheck, LetterOutcome } from '../../../components/letter-check';
import { useT } from '../../../i18n/catalogue';
import { useLetterApproval } from '../../../lib/use-letter-approval';
import { useLettersToCheck } from '../../../lib/use-letters';
import '../../../components/office.css';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency as Currency);

/** Who decided, as the office reads it: the staff member, or the filer's acceptance of an offer. */
function useDecider() {
  const t = useT();
  return (letter: DecisionLetter) => (letter.settled ? t('office.letters.settled') : (letter.decidedBy ?? t('office.letters.someone')));
}

/**
 * `#/office/letters`: the decisions' letters waiting for a second person's check, oldest first,
 * each with its preview and, for one who may, "Approve and send the letter"; approved, it leaves
 * the list and the outcome takes the focus.
 */
export function LettersPage() {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  usePageTitle({ id: 'office.letters.title' });
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  // Not announced when read: after an approval the list is read again, and what was done is the news.
  const { value: list, loading, error, retry } = useLettersToCheck(page);
  const { busy, outcome, focusRef, approve } = useLetterApproval();
  const decider = useDecider();
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const to = (next: number) => (next > 1 ? `?page=${next}` : '?');

  // Approving the last letter of a later page leaves it empty: the page before is shown.
  const past = list !== null && page > pages;
  useEffect(() => {
    if (past) setSearch(pages > 1 ? { page: String(pages) } : {}, { replace: true });
  }, [past, pages, setSearch]);

  return (
    <>
      <PageHeading>{t('office.letters.title')}</PageHeading>
      <p>{t('office.letters.intro')}</p>
      <LetterOutcome outcome={outcome} focusRef={focusRef} headingLevel="h2" />
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.letters.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {loading && !list ? <Loading label={t('office.letters.loading')} /> : null}
      {list && !error ? (
        <div aria-busy={loading}>
          <p>{list.total ? t('office.letters.count', { count: list.total }) : t('office.letters.none')}</p>
          {list.results.length ? (
            <ul className="office-letters">
              {list.results.map((letter) => {
                const id = `office-letter-${letter.appeal.reference}`;
                return (
                  <li key={letter.appeal.id} className="office-letters__item">
                    <h2 id={id} className="office-letters__reference">
                      <Link to={`../appeals/${encodeURIComponent(letter.appeal.reference)}`}>{letter.appeal.reference}</Link>
                    </h2>
                    <Facts
                      rows={[
                        [t('office.letters.property'), `${letter.appeal.parcel.id}, ${letter.appeal.parcel.address}`],
                        ...(letter.valueBefore ? ([[t('office.letters.valueBefore'), money(letter.valueBefore)]] as Array<[string, string]>) : []),
                        [t('office.letters.decidedValue'), money(letter.decidedValue)],
                        [t('office.letters.decidedBy'), decider(letter)],
                        [
                          t('office.letters.decidedAt'),
                          <time key="at" dateTime={letter.decidedAt}>
                            {formatDateTime(letter.decidedAt, zone, WHEN, locale)}
                          </time>,
                        ],
                      ]}
                    />
                    <LetterCheck letter={letter} describedBy={id} busy={busy} onApprove={(reference) => void approve(reference)} />
                  </li>
                );
              })}
            </ul>
          ) : null}
          {pages > 1 ? (
            <nav className="office-pager" aria-label={t('office.letters.pages')}>
              {page > 1 ? <Link to={to(page - 1)}>{t('office.pager.previous')}</Link> : null}
              <span>{t('office.pager.page', { page: Math.min(page, pages), pages })}</span>
              {page < pages ? <Link to={to(page + 1)}>{t('office.pager.next')}</Link> : null}
            </nav>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
