import { useEffect, useRef, useState } from 'react';
import { useSwitchOrganisation } from '@eqp/sdk/react';
import type { OrganisationOption } from './OrganisationPicker';

/**
 * Switches to another organisation of the user, on the client, and tells the host. A failed
 * switch is only logged (spec §8); the client's own error report still applies.
 */
export function useOrganisationSwitch(onSwitched?: (customerId: number) => void) {
  const switchOrganisation = useSwitchOrganisation();
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);
  // The host hears of a switch even when the picker has closed meanwhile; a switcher that is gone
  // (the page changed) neither updates its state nor logs a failure nobody is looking at.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const choose = async (organisation: OrganisationOption, currentId: number | undefined) => {
    if (organisation.Id === currentId || switchingTo !== null) return false;
    setSwitchingTo(organisation.Id);
    try {
      await switchOrganisation(organisation.Id);
      onSwitched?.(organisation.Id);
      return true;
    } catch (error) {
      if (mounted.current) console.error(`Switching to organisation ${organisation.Id} failed`, error);
      return false;
    } finally {
      if (mounted.current) setSwitchingTo(null);
    }
  };
  return { switchingTo, choose };
}
