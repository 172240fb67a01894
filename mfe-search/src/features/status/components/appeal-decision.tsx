import { useIntlLocale } from 'mfe-shared';
import { formatCalendarDay } from 'mfe-shared/format';
import type { StatusResponse, TimelineEntry } from 'mfe-shared/schemas';
import { richText } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';
import { money } from '../money';
import { countyContact } from './county-contact';

type Appeal = NonNullable<StatusResponse['appeal']>;

/** A decision's reasons: one as a sentence, several as a list (GOV.UK: no list of one). */
export function DecisionReasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 1) return <>{reasons[0]}</>;
  return (
    <ul className="usa-list margin-y-0">
      {reasons.map((reason, index) => (
        <li key={`${index}-${reason}`}>{reason}</li>
      ))}
    </ul>
  );
}

type Props = {
  step: TimelineEntry;
  /** The county's value when the appeal was filed, to read the decision against; null when unknown. */
  valueBefore?: Appeal['valueBefore'];
  furtherAppeal: Appeal['furtherAppeal'];
  county: StatusResponse['county'];
  /** The sent letter's download, in the page's language; none while there is no letter to give (an older API says nothing of it). */
  letterUrl?: string;
};

/**
 * A decided appeal, at the top of its page: the county's value before and the decided value, the county's reasons, its
 * explanation and who decided, and its letter; then what the filer can do if they disagree (the further appeal the
 * county names, by its last day when it gives one, else the office to ask).
 */
export function DecisionSummary({ step, valueBefore, furtherAppeal, county, letterUrl }: Props) {
  const t = useT();
  const decision = step.decision;
  return (
    <section aria-labelledby="appeal-decision">
      <h2 id="appeal-decision">{t('search.status.decision.heading')}</h2>
      {/* A decision from before reasons were kept may carry none: then only its value, if any. */}
      {step.decidedValue || decision ? (
        <SummaryList>
          {valueBefore && step.decidedValue ? <SummaryRow name={t('search.status.decision.valueBefore')}>{money(valueBefore)}</SummaryRow> : null}
          {step.decidedValue ? (
            <SummaryRow name={t('search.status.decision.value')}>
              <strong>{money(step.decidedValue)}</strong>
            </SummaryRow>
          ) : null}
          {decision?.reasons.length ? (
            <SummaryRow name={t('search.status.decision.reasons', { count: decision.reasons.length })}>
              <DecisionReasons reasons={decision.reasons} />
            </SummaryRow>
          ) : null}
          {decision?.explanation ? <SummaryRow name={t('search.status.decision.explanation')}>{decision.explanation}</SummaryRow> : null}
          {decision?.decidedBy ? <SummaryRow name={t('search.status.decision.decidedBy')}>{decision.decidedBy}</SummaryRow> : null}
        </SummaryList>
      ) : null}
      {letterUrl ? (
        <p>
          <a href={letterUrl} download>
            {t('search.status.decision.letter')}
          </a>
        </p>
      ) : null}
      {/* An API from before further appeals says nothing of them: nor does the page. */}
      {furtherAppeal === undefined ? null : (
        <>
          <h3>{t('search.status.decision.nextHeading')}</h3>
          <FurtherAppeal furtherAppeal={furtherAppeal} county={county} />
        </>
      )}
    </section>
  );
}

function FurtherAppeal({ furtherAppeal, county }: { furtherAppeal: NonNullable<Appeal['furtherAppeal']> | null; county: StatusResponse['county'] }) {
  const t = useT();
  const locale = useIntlLocale();
  if (!furtherAppeal) {
    const { values, links } = countyContact(county);
    return <p>{richText(t('search.status.decision.furtherOffice', values), links)}</p>;
  }
  const { body, by } = furtherAppeal;
  return <p>{by ? t('search.status.decision.furtherBy', { body, date: formatCalendarDay(by, locale) }) : t('search.status.decision.further', { body })}</p>;
}
