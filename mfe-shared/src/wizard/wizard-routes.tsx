import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'mfe-shared/router';
import { Loading, NotFoundPage } from 'mfe-shared/ui';
import { useFormsT } from '../i18n/forms-catalogue';

/** A step's screen from a module loaded when the visitor first reaches it (`lazyStep(() => import('./x'), 'XStep')`). */
export const lazyStep = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

export interface WizardRoutesProps<Id extends string> {
  /** The steps in order; the first is the wizard's index, every other one is its id under it. */
  flow: { ids: readonly Id[]; first: Id };
  screens: Record<Id, ComponentType>;
  /** The heading of the wizard's 'not found' page for an address that is not a step. */
  notFoundHeading: string;
}

/** A wizard's routes, built from the same step ids as its addresses (WizardFlow.url), so the two cannot differ. */
export function WizardRoutes<Id extends string>({ flow, screens, notFoundHeading }: WizardRoutesProps<Id>) {
  return (
    <Suspense fallback={<StepLoading />}>
      <Routes>
        {flow.ids.map((id) => {
          const Screen: ComponentType = screens[id];
          return id === flow.first ? <Route key={id} index element={<Screen />} /> : <Route key={id} path={id} element={<Screen />} />;
        })}
        <Route path="*" element={<NotFoundPage heading={notFoundHeading} />} />
      </Routes>
    </Suspense>
  );
}

function StepLoading() {
  return <Loading label={useFormsT()('shared.wizard.loadingStep')} />;
}
