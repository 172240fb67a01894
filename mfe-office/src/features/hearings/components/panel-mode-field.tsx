import type { ReactNode } from 'react';
import { useMessageText } from 'mfe-shared/forms';
import type { HearingMode } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';

interface PanelModeFieldProps {
  id: string;
  value: HearingMode | '';
  error?: string;
  onChange: (mode: HearingMode) => void;
  /** What each choice asks next (the room, the video link): shown under its radio once it is chosen. */
  reveal: Record<HearingMode, ReactNode>;
}

/**
 * "How the panel meets", In person or By video, each revealing its own question under it as the
 * GOV.UK conditional radios do: the radio names what it reveals (aria-controls), and the other
 * choice's question is hidden, so only the chosen one is read and sent.
 */
export function PanelModeField({ id, value, error, onChange, reveal }: PanelModeFieldProps) {
  const t = useT();
  const say = useMessageText();
  const errorId = `${id}-error`;
  const options: Array<{ mode: HearingMode; label: string }> = [
    { mode: 'in-person', label: t('office.console.panels.inPerson') },
    { mode: 'video', label: t('office.console.panels.video') },
  ];
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <fieldset className="usa-fieldset" aria-describedby={error ? errorId : undefined}>
        <legend className="usa-legend">{t('office.console.panels.mode')}</legend>
        {error ? (
          <span className="usa-error-message" id={errorId}>
            {say(error)}
          </span>
        ) : null}
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.mode}`;
          const conditionalId = `${id}-${option.mode}-conditional`;
          return (
            <div key={option.mode}>
              <div className="usa-radio">
                <input
                  className="usa-radio__input"
                  type="radio"
                  id={optionId}
                  name={id}
                  value={option.mode}
                  checked={value === option.mode}
                  aria-controls={conditionalId}
                  onChange={() => onChange(option.mode)}
                />
                <label className="usa-radio__label" htmlFor={optionId}>
                  {option.label}
                </label>
              </div>
              <div className="hearings-conditional" id={conditionalId} hidden={value !== option.mode}>
                {reveal[option.mode]}
              </div>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
