import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from 'mfe-shared/ui';
import { useT } from '../../i18n/catalogue';
import { COMPER_TEXT } from './comper-messages';

export type SaveState = 'saving' | 'saved' | 'failed';

/** The save modal of the comparables step (docs/product.md#comparables-step); it takes focus and keeps the reader in it. */
export function SaveDialog({ state, onClose }: { state: SaveState; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [state]);
  const heading = state === 'saving' ? COMPER_TEXT.saving : state === 'saved' ? COMPER_TEXT.success : COMPER_TEXT.error;
  // A modal: Tab stays on its one control (or on the dialog while saving), Escape is OK once saved or failed.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && state !== 'saving') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (ref.current?.querySelector<HTMLButtonElement>('button') ?? ref.current)?.focus();
    }
  };
  return (
    <div className="portal-modal-overlay">
      <div
        className="portal-modal"
        role={state === 'failed' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby="comper-dialog-heading"
        aria-describedby="comper-dialog-body"
        tabIndex={-1}
        ref={ref}
        onKeyDown={onKeyDown}
      >
        <h2 id="comper-dialog-heading">{t(heading)}</h2>
        <p id="comper-dialog-body">{state === 'saving' ? t('appeal.comper.savingBody') : state === 'saved' ? t('appeal.comper.successBody') : t(COMPER_TEXT.errorBody)}</p>
        {state === 'saving' ? null : <Button onClick={onClose}>{t('appeal.comper.ok')}</Button>}
      </div>
    </div>
  );
}
