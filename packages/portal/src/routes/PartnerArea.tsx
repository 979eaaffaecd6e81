import { SessionGate } from './SessionGate';
import { NotBuiltYet } from './NotBuiltYet';

/** /partner: signs a partner in; the partner screens themselves come with their own work. */
export function PartnerArea() {
  return (
    <SessionGate scope="partner">
      <NotBuiltYet />
    </SessionGate>
  );
}
