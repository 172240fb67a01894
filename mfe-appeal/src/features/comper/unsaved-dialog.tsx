import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from 'mfe-shared/ui';
import { useT } from '../../i18n/catalogue';
import { COMPER_TEXT } from './comper-messages';

/**
 * The warning before going on without saved comparables (docs/product.md#comparables-step), in the
 * page instead of the browser's confirm box: a browser dialog looks like the site wants to leave the
 * page, and this step is optional. It takes focus on its first choice, keeps Tab inside,
 * and Escape means stay.
 */
export function UnsavedDialog({ onSkip, onStay }: { onSkip: () => void; onStay: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onStay();
    } else if (event.key === 'Tab') {
      const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      // The dialog's own tree: in an embed the document's active element is the <assessor-portal>.
      const root = ref.current?.getRootNode() as Document | ShadowRoot | undefined;
      const at = buttons.indexOf(root?.activeElement as HTMLButtonElement);
      const next = event.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
      event.preventDefault();
      buttons[next]?.focus();
    }
  };
  return (
    <div className="portal-modal-overlay">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab among its own buttons */}
      <div
        className="portal-modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="comper-unsaved-heading"
        aria-describedby="comper-unsaved-body"
        ref={ref}
        onKeyDown={onKeyDown}
      >
        <h2 id="comper-unsaved-heading">{t(COMPER_TEXT.unsavedHeading)}</h2>
        <p id="comper-unsaved-body">{t(COMPER_TEXT.unsavedBody)}</p>
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <Button onClick={onSkip}>{t(COMPER_TEXT.skip)}</Button>
          </li>
          <li className="usa-button-group__item">
            <Button variant="outline" onClick={onStay}>
              {t(COMPER_TEXT.stay)}
            </Button>
          </li>
        </ul>
      </div>
    </div>
  );
}
