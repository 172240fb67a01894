import { usePortal, useStaff } from 'mfe-shared';
import { optionAvailability, type AvailabilityFacts, type OptionAvailability } from '../availability';

/** The page's option cards for this visitor: staff file after a season's last day; the embed has its own four. */
export function useOptionAvailability(facts: AvailabilityFacts): OptionAvailability[] {
  const { embedded } = usePortal();
  const { isStaff } = useStaff();
  return optionAvailability({ ...facts, staff: isStaff }, { embedded });
}
