import { createContext, useContext } from 'react';

/**
 * Where a step's Back link goes: the step page's slot above the progress and heading (GOV.UK's back
 * link sits at the top of a question page). The step's WizardNav knows where Back leads; it renders
 * the link into this slot, or in place when it is used outside a step page.
 */
export const BackLinkSlot = createContext<HTMLElement | null>(null);

export const useBackLinkSlot = () => useContext(BackLinkSlot);
