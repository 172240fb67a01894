import { useId } from 'react';
import { useSettings } from 'mfe-shared';
import { Link, useLocation } from 'mfe-shared/router';
import { richText } from 'mfe-shared/ui';
import type { AvailabilityFacts } from '../availability';
import { useOptionAvailability } from '../hooks/use-option-availability';
import { OfficeContact } from '../../../components/office-contact';
import { useT } from '../i18n';

/**
 * "If something here is wrong": a wrong fact is the office's to correct (a change request), a
 * value the owner thinks wrong is for an appeal (the Appeals card's own way in), or, where the
 * county takes none online, for the office.
 */
export function SomethingWrong({ facts }: { facts: AvailabilityFacts }) {
  const t = useT();
  const { property } = facts;
  const options = useOptionAvailability(facts);
  const headingId = useId();
  const office = useSettings()['general.display_name'];
  const location = useLocation();
  const appeals = options.find((option) => option.name === 'appeals');
  // The change request's way back is this page, as from the Corrections card (option-cards.tsx).
  const correct = (text: string) => (
    <Link to={`/property/${encodeURIComponent(property.id)}/change-request`} state={{ back: location.pathname }}>
      {text}
    </Link>
  );
  const appeal = (text: string) => <Link to="/appeal">{text}</Link>;
  return (
    // Space before the option cards, which follow it.
    <section aria-labelledby={headingId} className="margin-bottom-4">
      <h2 id={headingId}>{t('search.record.wrong.heading')}</h2>
      <p>{richText(t('search.record.wrong.facts', { office }), { link: correct })}</p>
      {!appeals ? (
        <>
          <p>{t('search.record.wrong.valueNoAppeals', { office })}</p>
          <OfficeContact />
        </>
      ) : appeals.disabledReason ? (
        <p>{t('search.record.wrong.valueClosed')}</p>
      ) : (
        <p>{richText(t('search.record.wrong.valueOpen'), { link: appeal })}</p>
      )}
    </section>
  );
}
