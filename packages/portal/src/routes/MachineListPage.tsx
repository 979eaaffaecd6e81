import { useSearchParams } from 'react-router';
import { MachineList, type MachineListFilters, type MachineListView } from '@eqp/components';
import { readMachineListAddress, writeMachineListAddress } from './machineListAddress';

/**
 * /customer/machines/list - the machine list with its filters, sort and view kept in the query
 * string (`machineListAddress.ts`): each change is a new history entry, so Back undoes it, and a
 * reload or a shared link opens the list the same way.
 */
export function MachineListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = readMachineListAddress(searchParams);

  const onFiltersChange = (filters: MachineListFilters) =>
    setSearchParams((current) =>
      writeMachineListAddress(current, { ...readMachineListAddress(current), filters }),
    );
  const onViewChange = (view: MachineListView) =>
    setSearchParams((current) =>
      writeMachineListAddress(current, { ...readMachineListAddress(current), view }),
    );

  return (
    <MachineList
      filters={address.filters}
      onFiltersChange={onFiltersChange}
      view={address.view}
      onViewChange={onViewChange}
    />
  );
}
