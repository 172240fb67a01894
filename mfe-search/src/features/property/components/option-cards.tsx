import { useLocation, useNavigate } from 'mfe-shared/router';
import { emptyMeetingDraft, useCountyText, useIntlLocale, usePortalState, useSettings } from 'mfe-shared';
import { seasonDay } from 'mfe-shared/domain';
import { formatDateTime } from 'mfe-shared/format';
import { Button, richText, useAssetUrl } from 'mfe-shared/ui';
import { type AvailabilityFacts, type CatalogueMessage, type OptionName } from '../availability';
import { useOptionAvailability } from '../hooks/use-option-availability';
import { OfficeContact } from '../../../components/office-contact';
import { useT } from '../i18n';

/** The four things a visitor can do with the parcel, each with its action or the reason it is closed. */
export function OptionCards({ facts }: { facts: AvailabilityFacts }) {
  const t = useT();
  const appealDescription = useCountyText('appeal.appeal_desc_text');
  const nextSeason = useCountyText('appeal.next_season_text');
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useSettings();
  const [, setMeeting] = usePortalState('meeting');
  const assetUrl = useAssetUrl();
  const office = settings['general.display_name'];
  const locale = useIntlLocale();
  // A season's days are the county's calendar days already: written as they are, in the visitor's language.
  const seasonDate = (day: string) => formatDateTime(seasonDay(day), 'UTC', { dateStyle: 'long' }, locale);
  const descriptions: Record<OptionName, string> = {
    meetings: t('search.option.describe.meetings', { office }),
    appeals: appealDescription,
    comparables: t('search.option.describe.comparables'),
    prc: t('search.option.describe.prc'),
    'change-request': t('search.option.describe.change-request', { office }),
  };
  // A next step that quotes the county's own words quotes them in the visitor's language, as they
  // read now: the office's name too, which the facts kept in the language they were read in.
  const stepText = ({ id, values }: CatalogueMessage) =>
    t(
      id as Parameters<typeof t>[0],
      values && {
        ...values,
        ...(values.nextSeason ? { nextSeason } : {}),
        ...(values.office ? { office } : {}),
        ...(values.opensOn ? { opensOn: seasonDate(values.opensOn) } : {}),
      },
    );
  const act: Record<OptionName, () => void> = {
    meetings: () => {
      // The meeting wizard starts with the owner's name in the attendee form (docs/product.md#property-options).
      setMeeting(() => ({ ...emptyMeetingDraft, parcelId: facts.property.id, prefillName: facts.property.ownerName }));
      navigate('/meeting');
    },
    appeals: () => navigate('/appeal'),
    comparables: () => window.open(facts.comperUrl ?? '', '_blank', 'noopener'),
    prc: () => window.open(assetUrl(facts.property.recordCardUrl ?? ''), '_blank', 'noopener'),
    // The way back is this page's own address: a property entered by hand has its details in it.
    'change-request': () => navigate(`/property/${encodeURIComponent(facts.property.id)}/change-request`, { state: { back: location.pathname } }),
  };
  // Embedded, the specification's four actions of the variant: no record card, and a Change Request.
  const options = useOptionAvailability(facts);
  return (
    <ul className="usa-card-group portal-results" aria-label={t('search.options.label')}>
      {options.map((option) => (
        <li key={option.name} className="usa-card tablet:grid-col-6">
          <div className="usa-card__container">
            <div className="usa-card__header">
              <h2 className="usa-card__heading">{t(`search.option.title.${option.name}`)}</h2>
            </div>
            <div className="usa-card__body">
              <p>{descriptions[option.name]}</p>
              {option.deadline ? (
                <p>
                  {richText(t('search.option.deadline', { date: seasonDate(option.deadline.closesOn), days: option.deadline.daysLeft }), {
                    strong: (text) => <strong>{text}</strong>,
                  })}
                </p>
              ) : null}
              {option.reasonKey ? <p className="text-bold">{t(`search.reason.${option.reasonKey}`)}</p> : null}
              {option.nextStep ? <p>{stepText(option.nextStep.message)}</p> : null}
              {option.nextStep?.contact ? <OfficeContact /> : null}
            </div>
            {option.disabledReason ? null : (
              <div className="usa-card__footer">
                <Button onClick={act[option.name]}>{t(`search.option.action.${option.name}`)}</Button>
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
