import { MachineList } from '@eqp/components';

/** /customer/machines/list */
export function MachineListPage() {
  return <MachineList />;
}
