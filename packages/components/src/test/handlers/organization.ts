import { delay, http, HttpResponse } from 'msw';
import type { components } from '@eqp/contract';
import { machines, type MachineListItem } from '../fixtures/machines';
import { customerUsers, organization } from '../fixtures/organization';
import { token } from '../fixtures/token';
import { api } from './helpers';

type CustomerUser = components['schemas']['CustomerUser'];
type NewCustomerUser = components['schemas']['NewCustomerUser'];
type Organization = components['schemas']['Organization'];
type UserInfo = components['schemas']['UserInfo'];

/** GET /api2/customer/userinfo/organization answering `org` (after `ms`, or never). */
export const organizationHandler = (org: Organization = organization, ms?: number | 'infinite') =>
  http.get(api('/customer/userinfo/organization'), async () => {
    if (ms !== undefined) await delay(ms);
    return HttpResponse.json(org);
  });

/** GET /api2/Customer/User/SearchCustomerUsers answering `users` (after `ms`, or never). */
export const customerUsersHandler = (
  users: readonly CustomerUser[] = customerUsers,
  ms?: number | 'infinite',
) =>
  http.get(api('/Customer/User/SearchCustomerUsers'), async () => {
    if (ms !== undefined) await delay(ms);
    return HttpResponse.json(users);
  });

export interface OrganizationServerOptions {
  users?: readonly CustomerUser[];
  org?: Organization;
  /** POST /api2/customer/User/add answers this error instead of creating the user. */
  addError?: { status: number; message: string };
  /** Delay of the add, toggle and impersonate answers in ms, or `'infinite'` (busy states). */
  writeDelay?: number | 'infinite';
  /** POST /api2/Token/impersonate answers 403 with this message. */
  impersonateError?: string;
  /**
   * When given, GET /api2/customer/userinfo answers it, with `Customer` following the last
   * organisation switch (taken from its ImpersonationOptions).
   */
  userInfo?: UserInfo;
}

/**
 * A small organisation server with its own state: the user list, the organisation and its
 * contacts, the add and toggle calls that change them, and the organisation switch. Create one
 * per test or story, so a change in one never shows in another.
 */
export function organizationServerHandlers({
  users: initialUsers = customerUsers,
  org: initialOrg = organization,
  addError,
  writeDelay,
  impersonateError,
  userInfo,
}: OrganizationServerOptions = {}) {
  let currentId = userInfo?.Customer?.Id;
  const users: CustomerUser[] = initialUsers.map((user) => ({ ...user }));
  const org: Organization = {
    ...initialOrg,
    CustomerPeople: initialOrg.CustomerPeople.map((contact) => ({ ...contact })),
  };
  const wait = async () => {
    if (writeDelay !== undefined) await delay(writeDelay);
  };
  return [
    http.get(api('/Customer/User/SearchCustomerUsers'), () => HttpResponse.json(users)),
    http.get(api('/customer/userinfo/organization'), () => HttpResponse.json(org)),
    http.patch(api('/customer/User/ToggleActive/:id'), async ({ params }) => {
      await wait();
      const user = users.find((candidate) => candidate.Id === Number(params.id));
      if (!user) return HttpResponse.json({ Message: `No such user: ${String(params.id)}` }, { status: 404 });
      user.Active = !user.Active;
      return HttpResponse.json(user);
    }),
    http.patch(api('/customer/userinfo/Contact/ToggleActive/:id'), async ({ params }) => {
      await wait();
      const contact = org.CustomerPeople.find((candidate) => candidate.Id === Number(params.id));
      if (!contact) {
        return HttpResponse.json({ Message: `No such contact: ${String(params.id)}` }, { status: 404 });
      }
      contact.IsActive = !contact.IsActive;
      return HttpResponse.json(contact);
    }),
    http.post(api('/customer/User/add'), async ({ request }) => {
      await wait();
      if (addError) return HttpResponse.json({ Message: addError.message }, { status: addError.status });
      const body = (await request.json()) as NewCustomerUser;
      if (users.some((user) => user.EmailAdress.toLowerCase() === body.EmailAdress.toLowerCase())) {
        return HttpResponse.json(
          { Message: 'A user with this e-mail address already exists' },
          { status: 409 },
        );
      }
      const created: CustomerUser = { ...body, Id: Math.max(0, ...users.map((user) => user.Id)) + 1 };
      users.push(created);
      users.sort((a, b) => a.Name.localeCompare(b.Name));
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(api('/Token/impersonate'), async ({ request }) => {
      await wait();
      if (impersonateError) return HttpResponse.json({ Message: impersonateError }, { status: 403 });
      const customerId = Number(new URL(request.url).searchParams.get('customerId'));
      currentId = customerId;
      return HttpResponse.json({ ...token, access_token: `${token.access_token}-${customerId}` });
    }),
    ...(userInfo
      ? [
          http.get(api('/customer/userinfo'), () => {
            const current = userInfo.ImpersonationOptions.find((option) => option.Id === currentId);
            return HttpResponse.json(
              current && userInfo.Customer
                ? {
                    ...userInfo,
                    Customer: {
                      ...userInfo.Customer,
                      Id: current.Id,
                      Name: current.Name,
                      OrganisationNumber: current.OrganisationNumber,
                    },
                  }
                : userInfo,
            );
          }),
        ]
      : []),
  ];
}

/** GET /api2/customer/machines: every machine of the organisation (the top search reads it). */
export const allMachinesHandler = (items: readonly MachineListItem[] = machines, ms?: number | 'infinite') =>
  http.get(api('/customer/machines'), async () => {
    if (ms !== undefined) await delay(ms);
    return HttpResponse.json(items);
  });

/**
 * The healthy defaults: the users, the organisation, all machines, and write calls that answer
 * without keeping state (a story or test that looks at the result of a change uses
 * `organizationServerHandlers()` instead).
 */
export const organizationHandlers = [
  organizationHandler(),
  customerUsersHandler(),
  allMachinesHandler(),
  http.patch(api('/customer/User/ToggleActive/:id'), ({ params }) => {
    const user = customerUsers.find((candidate) => candidate.Id === Number(params.id));
    return user
      ? HttpResponse.json({ ...user, Active: !user.Active })
      : HttpResponse.json({ Message: `No such user: ${String(params.id)}` }, { status: 404 });
  }),
  http.patch(api('/customer/userinfo/Contact/ToggleActive/:id'), ({ params }) => {
    const contact = organization.CustomerPeople.find((candidate) => candidate.Id === Number(params.id));
    return contact
      ? HttpResponse.json({ ...contact, IsActive: !contact.IsActive })
      : HttpResponse.json({ Message: `No such contact: ${String(params.id)}` }, { status: 404 });
  }),
  http.post(api('/customer/User/add'), async ({ request }) => {
    const body = (await request.json()) as NewCustomerUser;
    return HttpResponse.json({ ...body, Id: 99 }, { status: 201 });
  }),
  http.post(api('/Token/impersonate'), () => HttpResponse.json(token)),
];
