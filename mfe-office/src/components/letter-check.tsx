import type { RefObject } from 'react';
import { usePortal } from 'mfe-shared';
import { Alert, Button } from 'mfe-shared/ui';
import type { DecisionLetter } from 'mfe-shared/schemas';
import { letterPdfUrl } from '../api/office-api';
import { useT } from '../i18n/catalogue';
import type { Outcome } from '../lib/use-office-action';
import { useMay } from '../lib/use-may';

/**
 * What can be done with a decision's letter, on the letters to check and on the appeal's page: its
 * preview, and the approval where the viewer may give it. One who recorded the decision is told a
 * second person checks it; a role that may not approve, who does. `describedBy`: what names the
 * letter where several are listed (its appeal's reference).
 */
export function LetterCheck({ letter, describedBy, busy, onApprove }: { letter: DecisionLetter; describedBy?: string; busy: boolean; onApprove: (reference: string) => void }) {
  const t = useT();
  const { api } = usePortal();
  const mayApprove = useMay('letters.approve');
  const waiting = letter.status === 'awaiting-check';
  return (
    <div className="office-letter-check">
      <p>
        <a href={letterPdfUrl(api, letter.appeal.reference)} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
          {t('office.letters.preview')}
        </a>
      </p>
      {waiting && letter.canApprove ? (
        <Button aria-describedby={describedBy} aria-busy={busy || undefined} onClick={() => !busy && onApprove(letter.appeal.reference)}>
          {t('office.letters.approve')}
        </Button>
      ) : null}
      {waiting && !letter.canApprove ? <p className="usa-hint">{mayApprove ? t('office.letters.yours') : t('office.letters.notYourRole')}</p> : null}
    </div>
  );
}

/** What an approval did, where the focus goes after it: sent (also said in the live region), or the API's refusal. */
export function LetterOutcome({ outcome, focusRef, headingLevel }: { outcome: Outcome | null; focusRef: RefObject<HTMLDivElement | null>; headingLevel: 'h2' | 'h3' }) {
  const t = useT();
  return (
    <div tabIndex={-1} ref={focusRef} className="office-letter-outcome">
      {outcome ? (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          role={outcome.ok ? undefined : 'alert'}
          headingLevel={headingLevel}
          heading={outcome.ok ? t('office.letters.approvedHeading') : t('office.letters.notApproved')}
        >
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
    </div>
  );
}
