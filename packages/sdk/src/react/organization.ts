import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { CustomerUser, Schema } from '../contract';
import { useRevalidate } from './revalidate';
import { SWR_KEY_PREFIX } from './session';
import { useClient } from './SdkProvider';

/** The body of `POST /api2/customer/User/add` (spec §3, §5). */
export type NewCustomerUser = Schema<'NewCustomerUser'>;
/** A contact person of the organisation (spec §3). */
export type Contact = Schema<'Contact'>;

const USERS_PATH = '/api2/Customer/User/SearchCustomerUsers';
const ORGANIZATION_PATH = '/api2/customer/userinfo/organization';

export interface UserActions {
  /** Adds a user to the organisation (moderators only); answers the new user, revalidates the user list. */
  add(user: NewCustomerUser): Promise<CustomerUser>;
  /**
   * Flips a user's active flag (`PATCH /api2/customer/User/ToggleActive/{id}`); answers the user
   * with the new flag. The cached user lists take the answer at once, then revalidate. Undo is a
   * second call.
   */
  toggle(id: number): Promise<CustomerUser>;
}

export interface ContactActions {
  /**
   * Flips a contact's active flag (`PATCH /api2/customer/userinfo/Contact/ToggleActive/{id}`);
   * answers the contact. The cached organisation takes the answer at once, then revalidates.
   */
  toggle(id: number): Promise<Contact>;
}

/** Whether an SWR key is one of this SDK's keys for `path`. */
function isKeyOf(path: string) {
  return (key: unknown) =>
    Array.isArray(key) && key[0] === SWR_KEY_PREFIX && typeof key[1] === 'string' && key[1] === path;
}

/** Adding users and toggling their active flag (spec §2 Organization, §4, §5). */
export function useUserActions(): UserActions {
  const client = useClient();
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();

  const add = useCallback(
    async (user: NewCustomerUser) => {
      const created = await client.request(client.api.POST('/api2/customer/User/add', { body: user }));
      await revalidate(USERS_PATH);
      return created;
    },
    [client, revalidate],
  );

  const toggle = useCallback(
    async (id: number) => {
      const changed = await client.request(
        client.api.PATCH('/api2/customer/User/ToggleActive/{id}', { params: { path: { id } } }),
      );
      await mutate<CustomerUser[]>(
        isKeyOf(USERS_PATH),
        (users) => users?.map((user) => (user.Id === changed.Id ? changed : user)),
        { revalidate: true },
      );
      return changed;
    },
    [client, mutate],
  );

  return useMemo(() => ({ add, toggle }), [add, toggle]);
}

/** Toggling a contact's active flag (spec §2 Organization, §4). */
export function useContactActions(): ContactActions {
  const client = useClient();
  const { mutate } = useSWRConfig();

  const toggle = useCallback(
    async (id: number) => {
      const changed = await client.request(
        client.api.PATCH('/api2/customer/userinfo/Contact/ToggleActive/{id}', { params: { path: { id } } }),
      );
      await mutate<Schema<'Organization'>>(
        isKeyOf(ORGANIZATION_PATH),
        (organization) =>
          organization && {
            ...organization,
            CustomerPeople: organization.CustomerPeople.map((contact) =>
              contact.Id === changed.Id ? changed : contact,
            ),
          },
        { revalidate: true },
      );
      return changed;
    },
    [client, mutate],
  );

  return useMemo(() => ({ toggle }), [toggle]);
}

/**
 * Switches to another organisation of the user (`POST /api2/Token/impersonate`): stores the new
 * token, which changes the session key, so every customer hook loads the new organisation's data.
 * Rejects with the `ApiError` when the switch fails; the caller decides what to show (spec §8:
 * only logged).
 */
export function useSwitchOrganisation(): (customerId: number) => Promise<void> {
  const client = useClient();
  return useCallback(
    async (customerId: number) => {
      await client.impersonate(customerId);
    },
    [client],
  );
}
