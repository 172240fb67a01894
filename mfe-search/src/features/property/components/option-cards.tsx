import { useLocation, useNavigate } from 'mfe-shared/router';
import { emptyMeetingDraft, usePortal, usePortalState, useSettings } from 'mfe-shared';
import { Button, useAssetUrl } from 'mfe-shared/ui';
import { optionAvailability, type AvailabilityFacts, type OptionName } from '../availability';
import { OfficeContact } from '../../../components/office-contact';

const titles: Record<OptionName, string> = { meetings: 'Meetings', appeals: 'Appeals', comparables: 'Comparables', prc: 'PRC', 'change-request': 'Corrections' };
const actions: Record<OptionName, string> = {
  meetings: 'Schedule Meeting',
  appeals: 'File an Appeal',
  comparables: 'Visit Comper',
  prc: 'View Property Record Card',
  'change-request': 'Change Request',
};

/** The four things a visitor can do with the parcel, each with its action or the reason it is closed. */
export function OptionCards({ facts }: { facts: AvailabilityFacts }) {
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useSettings();
  const [, setMeeting] = usePortalState('meeting');
  const { embedded } = usePortal();
  const assetUrl = useAssetUrl();
  const office = settings['general.display_name'];
  const descriptions: Record<OptionName, string> = {
    meetings: `Book a meeting with ${office} about this property.`,
    appeals: settings['appeal.appeal_desc_text'],
    comparables: 'Review recent sales of similar properties in a new window.',
    prc: 'Open the property record card in a new window.',
    'change-request': `Tell ${office} if something it shows for this property is wrong, such as the owner's name or mailing address.`,
  };
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
  // Embedded, the SPEC's four actions of the variant (SPEC 2): no record card, and a Change Request.
  const options = optionAvailability(facts, { embedded });
  return (
    <ul className="usa-card-group portal-results" aria-label="What you can do with this property">
      {options.map((option) => (
        <li key={option.name} className="usa-card tablet:grid-col-6">
          <div className="usa-card__container">
            <div className="usa-card__header">
              <h2 className="usa-card__heading">{titles[option.name]}</h2>
            </div>
            <div className="usa-card__body">
              <p>{descriptions[option.name]}</p>
              {option.disabledReason ? <p className="text-bold">{option.disabledReason}</p> : null}
              {option.nextStep ? <p>{option.nextStep.text}</p> : null}
              {option.nextStep?.contact ? <OfficeContact /> : null}
            </div>
            {option.disabledReason ? null : (
              <div className="usa-card__footer">
                <Button onClick={act[option.name]}>{actions[option.name]}</Button>
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
