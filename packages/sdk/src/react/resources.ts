import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { ApiError } from '../client/ApiError';
import type { ResourceFolder } from '@eqp/rules';
import { useIdKey, type OptionalId } from './customer';
import { useClient } from './SdkProvider';

/**
 * The resource tree of a machine (`GET /api2/customer/documents/resources/{machineId}`): a root
 * folder named Resources with the folders inherited from the supplier, the model, the machine's
 * history and its jobs. Search and type filters run on the client (see the `resources` rules).
 * Stored files of the tree open through `useResourceFile` (they need the session's token).
 */
export function useMachineResources(machineId: OptionalId): SWRResponse<ResourceFolder, ApiError> {
  const client = useClient();
  return useSWR<ResourceFolder, ApiError>(
    useIdKey('/api2/customer/documents/resources/{machineId}', machineId),
    () =>
      client.request(
        client.api.GET('/api2/customer/documents/resources/{machineId}', {
          params: { path: { machineId: machineId as number } },
        }),
      ),
  );
}
