import { NotBuiltYet } from '../../NotBuiltYet';

export interface ResourcesRouteProps {
  machineId: number;
}

export function ResourcesRoute(_props: ResourcesRouteProps) {
  return <NotBuiltYet />;
}
