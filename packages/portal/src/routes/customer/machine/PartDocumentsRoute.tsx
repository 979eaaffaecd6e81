import { NotBuiltYet } from '../../NotBuiltYet';

export interface PartDocumentsRouteProps {
  machineId: number;
}

export function PartDocumentsRoute(_props: PartDocumentsRouteProps) {
  return <NotBuiltYet />;
}
