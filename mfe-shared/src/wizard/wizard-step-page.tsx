import { useState, type ReactNode } from 'react';
import { Navigate } from 'mfe-shared/router';
import { translate } from 'mfe-shared';
import { PageHeading, usePageTitle, type CatalogueTitle } from 'mfe-shared/ui';
import type { WizardFlow } from './wizard-flow';
import { BackLinkSlot } from './back-link-slot';
import { WizardProgress } from './wizard-progress';
import { sayText } from './use-step-navigation';
import { useFormsT } from '../i18n/forms-catalogue';

export interface WizardStepPageProps<Id extends string, Need extends string, Facts> {
  flow: WizardFlow<Id, Need, Facts>;
  step: Id;
  /** What the step conditions compare, for the progress along this visitor's path. */
  facts: Facts;
  /** What the visitor holds, for the step's guards. */
  have: Record<Need, boolean>;
  /**
   * The heading when it is not the step's title: best by its catalogue id (`{ id, values }`), so the
   * page view is recorded in English, as a step's title is; a text already said is recorded as it is.
   */
  heading?: string | CatalogueTitle;
  /** Between the progress bar and the heading (the appeal tells staff whom they act for). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * One screen of a wizard: its guards (else back to '/'), the Back link's place at the top, the
 * progress bar, the heading that takes focus and the page title.
 */
export function WizardStepPage<Id extends string, Need extends string, Facts>({ flow, step, facts, have, heading, notice, children }: WizardStepPageProps<Id, Need, Facts>) {
  const t = useFormsT();
  // The step's title is a catalogue id or, in a wizard without a catalogue, a text: either is its own
  // English (sourceText falls back to the text), so the page view is the same in every language.
  const title = heading ?? { id: flow.title(step) };
  usePageTitle(title);
  // Set in the commit, so the step's Back link moves here before the first paint.
  const [backSlot, setBackSlot] = useState<HTMLDivElement | null>(null);
  if (!flow.allows(step, have)) return <Navigate to="/" replace />;
  const percent = flow.progress(step, facts);
  return (
    <div className="portal-wizard">
      <div className="portal-wizard__back" ref={setBackSlot} />
      <WizardProgress percent={percent} label={t('shared.wizard.progress', { percent, task: sayText(flow.task) })} />
      {notice}
      <PageHeading>{typeof title === 'string' ? title : translate(title.id, title.values)}</PageHeading>
      <BackLinkSlot value={backSlot}>{children}</BackLinkSlot>
    </div>
  );
}
