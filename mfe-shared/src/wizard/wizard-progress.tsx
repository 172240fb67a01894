/** The wizard's progress bar; `label` is what a screen reader hears, e.g. '40% Progress Complete of Scheduling a Meeting'. */
import { useFormsT } from '../i18n/forms-catalogue';

export function WizardProgress({ percent, label }: { percent: number; label: string }) {
  const t = useFormsT();
  return (
    <div className="portal-progress">
      <div
        className="portal-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        aria-label={t('shared.wizard.progressLabel')}
      >
        <div className="portal-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="portal-progress__text">{label}</p>
    </div>
  );
}
