import { NotBuiltYet } from '../../NotBuiltYet';

export interface PartsRouteProps {
  machineId: number;
}

export function PartsRoute(_props: PartsRouteProps) {
  return <NotBuiltYet />;
}
