import { useSettings } from 'mfe-shared';
import { FormGroup, TextField } from 'mfe-shared/forms';
import { zonedDateKey } from 'mfe-shared/format';
import { OFFER_NOTE_MAX } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { MOVE_FIELDS, type MoveFieldsProps } from './status-change';

/**
 * "Make an offer": the value offered (whole dollars, as the decided value), the note the filer
 * reads, and the last day to answer on the county's calendar (empty: the county's number of days,
 * `appeal.offer_answer_days`, from today).
 */
export function OfferFields({ values, set, errorOf }: MoveFieldsProps) {
  const t = useT();
  const settings = useSettings();
  const today = zonedDateKey(new Date(), settings['general.timezone']);
  return (
    <fieldset className="usa-fieldset office-actions__fields">
      <legend className="usa-legend office-actions__legend">{t('office.actions.offer')}</legend>
      <TextField
        id={MOVE_FIELDS.offerValue}
        label={t('office.actions.offerValue')}
        hint={t('office.actions.offerValueHint')}
        inputMode="numeric"
        autoComplete="off"
        value={values.offerValue}
        onChange={set('offerValue')}
        error={errorOf(MOVE_FIELDS.offerValue)}
      />
      <FormGroup
        id={MOVE_FIELDS.offerNote}
        label={t('office.actions.offerNote')}
        optional
        hint={t('office.actions.offerNoteHint', { max: OFFER_NOTE_MAX })}
        error={errorOf(MOVE_FIELDS.offerNote)}
      >
        {(a11y) => <textarea id={MOVE_FIELDS.offerNote} className="usa-textarea" rows={3} value={values.offerNote} onChange={set('offerNote')} {...a11y} />}
      </FormGroup>
      <TextField
        id={MOVE_FIELDS.answerBy}
        label={t('office.actions.answerBy')}
        optional
        hint={t('office.actions.answerByHint', { days: settings['appeal.offer_answer_days'] })}
        type="date"
        min={today}
        value={values.answerBy}
        onChange={set('answerBy')}
        error={errorOf(MOVE_FIELDS.answerBy)}
      />
    </fieldset>
  );
}
