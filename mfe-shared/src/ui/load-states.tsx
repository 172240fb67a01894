import { useEffect, type ReactNode } from 'react';
import { announce } from 'mfe-shared';
import { Alert } from './alert';
import { Button } from './button';
import { useSharedT } from '../i18n/shared-catalogue';

export interface LoadFailedProps {
  heading?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** What went wrong, in the screen's words (or the API's). */
  children?: ReactNode;
  /** Reads again; without it the alert has no button (a failure that trying again cannot mend). */
  onRetry?: () => void;
}

/**
 * A read that failed, the same on every screen: the error alert, which interrupts the reader
 * (role=alert: it just went wrong), and a "Try again" button that reads again.
 */
export function LoadFailed({ heading, headingLevel, children, onRetry }: LoadFailedProps) {
  const t = useSharedT();
  return (
    <Alert type="error" role="alert" heading={heading} headingLevel={headingLevel}>
      {children}
      {onRetry ? (
        <Button className="margin-top-2" onClick={onRetry}>
          {t('shared.load.tryAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}

export interface EmptyStateProps {
  heading?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** What was not found, and what to do instead, in the screen's words. */
  children?: ReactNode;
  /** Said once in the live region; leave it out where the screen already says what it found. */
  say?: string;
}

/** A read that found nothing, the same on every screen: an information alert (it is news, not a fault). */
export function EmptyState({ heading, headingLevel, children, say }: EmptyStateProps) {
  useEffect(() => {
    if (say) announce(say);
  }, [say]);
  return (
    <Alert type="info" heading={heading} headingLevel={headingLevel}>
      {children}
    </Alert>
  );
}
