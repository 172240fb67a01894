// Library: the wizard kit both wizards are built from. Each wizard keeps its own steps, texts and rules.
export { createWizardFlow, linearSteps } from './wizard-flow';
export type { NoFacts, StepCondition, StepDefinition, WizardFlow, WizardFlowOptions } from './wizard-flow';
export { sayText, useStepNavigation } from './use-step-navigation';
export type { StepNavigation } from './use-step-navigation';
export { WizardStepPage } from './wizard-step-page';
export type { WizardStepPageProps } from './wizard-step-page';
export { WizardRoutes, lazyStep } from './wizard-routes';
export type { WizardRoutesProps } from './wizard-routes';
export { WizardProgress } from './wizard-progress';
export { NEXT_DISABLED_REASON, WizardNav } from './wizard-nav';
export type { WizardNavProps } from './wizard-nav';
export { SummaryList, SummaryRow, SummaryCard, ChangeLink } from './summary-list';
export { FilerDetailsStep } from './filer-details-step';
export type { FilerDetailsStepProps } from './filer-details-step';
