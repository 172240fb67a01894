import { useRef, useState } from 'react';
import { announce, usePortal } from 'mfe-shared';
import { Alert, Button } from 'mfe-shared/ui';
import { keepAppeal } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { useStaffCallFailure } from '../../../lib/use-staff-call';

/**
 * An appeal filed without proof of a right to appeal (docs/product.md#who-takes-the-parcels-place):
 * it says so, and keeps the appeal once the office has checked who filed it (then it says that, until
 * the page is left). A refusal (another
 * appeal took the place first) is shown as the API words it; success is announced and focused.
 */
export function AppealPlace({ reference, takesPlace, onKept }: { reference: string; takesPlace: boolean; onKept: () => Promise<void> }) {
  const t = useT();
  const { api } = usePortal();
  const failure = useStaffCallFailure();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const keptRef = useRef<HTMLDivElement>(null);

  const keep = async () => {
    // Not by disabling the button: a disabled button drops the keyboard focus.
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await keepAppeal(api, reference);
      const message = t('office.place.kept', { reference });
      setKept(message);
      announce(message);
      await onKept();
      requestAnimationFrame(() => keptRef.current?.focus());
    } catch (error) {
      const message = failure(error);
      if (message !== null) setRefusal(message);
    } finally {
      setBusy(false);
    }
  };

  if (kept) {
    return (
      <div className="margin-top-2" tabIndex={-1} ref={keptRef}>
        <Alert type="success" headingLevel="h2" heading={t('office.action.recorded')}>
          <p>{kept}</p>
        </Alert>
      </div>
    );
  }
  if (takesPlace) return null;
  return (
    <Alert type="warning" headingLevel="h2" heading={t('office.place.heading')}>
      <p>{t('office.place.body')}</p>
      {refusal ? (
        <Alert type="error" role="alert" headingLevel="h3" heading={t('office.place.notKept')}>
          <p>{refusal}</p>
        </Alert>
      ) : null}
      <Button aria-busy={busy || undefined} onClick={() => void keep()}>
        {t('office.place.keep')}
      </Button>
    </Alert>
  );
}
