import { useEffect, useState, type FormEvent } from 'react';
import { useCountyText, usePortal } from 'mfe-shared';
import { ErrorSummary, RadioGroup, type FieldError } from 'mfe-shared/forms';
import { MEETING_MESSAGES, type MeetingType } from 'mfe-shared/schemas';
import { EmptyState, LoadFailed, Loading, useLoad } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { getPlaces } from '../../api/meeting-api';
import { useT } from '../../i18n/catalogue';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';

const TYPE_ID = 'meeting-type';
const PLACE_ID = 'meeting-place';

/** Location Selection (docs/product.md#meeting-wizard): virtual or in person, and for in person which office, with its map. */
export function LocationStep() {
  const t = useT();
  const office = useCountyText('general.display_name');
  const { api } = usePortal();
  const { settings, draft, updateDraft, back, nextText, goNext } = useMeetingWizard('location');
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const typeOptions = [
    ...(settings['meetings.allow_virtual'] ? [{ value: 'virtual', label: t('meeting.location.virtual'), hint: t('meeting.location.virtualHint') }] : []),
    ...(settings['meetings.allow_in_place'] ? [{ value: 'in-place', label: t('meeting.location.inPerson'), hint: t('meeting.location.inPersonHint') }] : []),
  ];
  const inPlace = draft.meetingType === 'in-place';

  // Read once the visitor chooses in person; kept (the key stays) if they switch to virtual and back.
  const [placesWanted, setPlacesWanted] = useState(inPlace);
  if (inPlace && !placesWanted) setPlacesWanted(true);
  const placesLoad = useLoad(placesWanted ? 'places' : null, (signal) => getPlaces(api, signal));
  const places = placesLoad.status === 'ready' ? placesLoad.data : null;
  const placesFailed = placesLoad.status === 'failed';

  const errors: FieldError[] = [
    ...(draft.meetingType ? [] : [{ fieldId: TYPE_ID, message: MEETING_MESSAGES.typeRequired }]),
    ...(inPlace && !draft.location ? [{ fieldId: PLACE_ID, message: MEETING_MESSAGES.locationRequired }] : []),
  ];
  const shown = submitted ? errors : [];
  const errorFor = (id: string) => shown.find((error) => error.fieldId === id)?.message;
  useEffect(() => {
    if (shown.length === 0) setSummary([]);
  }, [shown.length]);

  const [attempts, setAttempts] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.length) {
      // Each attempt to go on takes the reader to the summary again.
      setAttempts((count) => count + 1);
      return setSummary(errors);
    }
    goNext();
  };

  return (
    <MeetingStepPage step="location">
      <ErrorSummary errors={summary} focusKey={attempts} />
      <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
        <RadioGroup
          id={TYPE_ID}
          name="meeting-type"
          legend={t('meeting.location.typeLegend')}
          options={typeOptions}
          selected={draft.meetingType ?? ''}
          error={errorFor(TYPE_ID)}
          // A different kind of meeting has different slots: the chosen time no longer applies.
          onChange={(event) => updateDraft({ meetingType: event.target.value as MeetingType, location: null, timeSlot: null })}
        />
        {inPlace ? (
          <>
            {placesFailed ? <LoadFailed onRetry={placesLoad.retry}>{t('meeting.location.placesFailed', { office, phone: settings['general.phone_number'] })}</LoadFailed> : null}
            {!places && !placesFailed ? <Loading label={t('meeting.location.loading')} /> : null}
            {places && places.length === 0 ? <EmptyState>{t('meeting.location.noPlaces')}</EmptyState> : null}
            {places && places.length > 0 ? (
              <RadioGroup
                id={PLACE_ID}
                name="meeting-place"
                legend={t('meeting.location.placeLegend')}
                options={places.map((place) => ({ value: place.id, label: place.name, hint: place.address }))}
                selected={draft.location?.id ?? ''}
                error={errorFor(PLACE_ID)}
                onChange={(event) => updateDraft({ location: places.find((place) => place.id === event.target.value) ?? null, timeSlot: null })}
              />
            ) : null}
            {draft.location ? (
              <iframe
                className="portal-map-frame"
                title={t('meeting.location.map', { name: draft.location.name, address: draft.location.address })}
                src={draft.location.location}
              />
            ) : null}
          </>
        ) : null}
        <WizardNav back={back} nextText={nextText} />
      </form>
    </MeetingStepPage>
  );
}
