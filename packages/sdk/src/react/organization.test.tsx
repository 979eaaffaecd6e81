// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerUser, Organization } from '../contract';
import { json, token, type SeenRequest } from '../test/fakeServer';
import { renderHookWithSdk } from '../test/renderHookWithSdk';
import { useCustomerUsers, useOrganization } from './customer';
import { useContactActions, useSwitchOrganisation, useUserActions } from './organization';

const kari: CustomerUser = {
  Id: 1,
  Name: 'Kari Nordmann',
  EmailAdress: 'kari@fjordbakeri.example',
  UserTypeId: 4,
  CustomerId: 101,
  Active: true,
};
const ola: CustomerUser = { ...kari, Id: 2, Name: 'Ola Hansen', EmailAdress: 'ola@fjordbakeri.example' };

const organization: Organization = {
  Id: 101,
  Name: 'Fjord Bakeri AS',
  OrganisationNumber: '912 345 678',
  DeliveryAdressStreet: null,
  DeliveryAdressZip: null,
  DeliveryAdressCity: null,
  DeliveryAdressCountry: null,
  CustomerPeople: [
    {
      Id: 7,
      Name: 'Hanne Holm',
      Title: 'Owner',
      Email: null,
      EmailAllowed: false,
      Mobile: null,
      SmsAllowed: false,
      IsActive: true,
    },
  ],
};

/** A tiny organisation server: users and contacts with active flags that the PATCH calls flip. */
function organisationServer() {
  const users = [{ ...kari }, { ...ola }];
  const org = structuredClone(organization);
  return (r: SeenRequest) => {
    if (r.method === 'GET' && r.path === '/api2/Customer/User/SearchCustomerUsers') return json(users);
    if (r.method === 'GET' && r.path === '/api2/customer/userinfo/organization') return json(org);
    const userToggle = /^\/api2\/customer\/User\/ToggleActive\/(\d+)$/.exec(r.path);
    if (r.method === 'PATCH' && userToggle) {
      const user = users.find((u) => u.Id === Number(userToggle[1]))!;
      user.Active = !user.Active;
      return json(user);
    }
    const contactToggle = /^\/api2\/customer\/userinfo\/Contact\/ToggleActive\/(\d+)$/.exec(r.path);
    if (r.method === 'PATCH' && contactToggle) {
      const contact = org.CustomerPeople.find((c) => c.Id === Number(contactToggle[1]))!;
      contact.IsActive = !contact.IsActive;
      return json(contact);
    }
    if (r.method === 'POST' && r.path === '/api2/customer/User/add') {
      const body = JSON.parse(r.body) as Omit<CustomerUser, 'Id'>;
      if (users.some((u) => u.EmailAdress === body.EmailAdress)) {
        return json({ Message: 'A user with this e-mail address already exists' }, 409);
      }
      const created = { ...body, Id: users.length + 1 };
      users.push(created);
      return json(created, 201);
    }
    if (r.method === 'POST' && r.path === '/api2/Token/impersonate') {
      return r.url.searchParams.get('customerId') === '102'
        ? json(token('bergen'))
        : json({ Message: 'No such organisation' }, 403);
    }
    return json({ Message: `unexpected ${r.method} ${r.path}` }, 500);
  };
}

describe('useUserActions (spec §2 Organization, §4 toggles, §5 new user)', () => {
  it('toggle sends PATCH ToggleActive/{id}, answers the user and updates the cached list', async () => {
    const { result, server } = renderHookWithSdk(
      () => ({ users: useCustomerUsers(), actions: useUserActions() }),
      { handler: organisationServer(), token: token('a') },
    );
    await waitFor(() => expect(result.current.users.data).toHaveLength(2));

    let answer: CustomerUser | undefined;
    await act(async () => {
      answer = await result.current.actions.toggle(2);
    });
    expect(answer).toMatchObject({ Id: 2, Active: false });
    expect(server.seen.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api2/customer/User/ToggleActive/2',
      authorization: 'Bearer access-a',
    });
    await waitFor(() => expect(result.current.users.data?.find((u) => u.Id === 2)?.Active).toBe(false));

    // Undo is the same call again.
    await act(async () => {
      await result.current.actions.toggle(2);
    });
    await waitFor(() => expect(result.current.users.data?.find((u) => u.Id === 2)?.Active).toBe(true));
  });

  it('add posts the new user and revalidates the user list', async () => {
    const { result, server } = renderHookWithSdk(
      () => ({ users: useCustomerUsers(), actions: useUserActions() }),
      { handler: organisationServer(), token: token('a') },
    );
    await waitFor(() => expect(result.current.users.data).toHaveLength(2));
    const newUser = {
      Name: 'Per Bakke',
      EmailAdress: 'per@fjordbakeri.example',
      UserTypeId: 6 as const,
      CustomerId: 101,
      Active: true,
    };
    let created: CustomerUser | undefined;
    await act(async () => {
      created = await result.current.actions.add(newUser);
    });
    expect(created).toMatchObject({ ...newUser, Id: 3 });
    const post = server.seen.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api2/customer/User/add');
    expect(JSON.parse(post?.body ?? '{}')).toEqual(newUser);
    await waitFor(() => expect(result.current.users.data).toHaveLength(3));
  });

  it('given an e-mail in use, add rejects with the server message and status', async () => {
    const { result } = renderHookWithSdk(() => useUserActions(), {
      handler: organisationServer(),
      token: token('a'),
    });
    await expect(
      result.current.add({
        Name: 'Kari Again',
        EmailAdress: kari.EmailAdress,
        UserTypeId: 4,
        CustomerId: 101,
        Active: true,
      }),
    ).rejects.toMatchObject({ status: 409, message: 'A user with this e-mail address already exists' });
  });
});

describe('useContactActions', () => {
  it('toggle sends PATCH Contact/ToggleActive/{id} and updates the cached organisation', async () => {
    const { result, server } = renderHookWithSdk(
      () => ({ organization: useOrganization(), actions: useContactActions() }),
      { handler: organisationServer(), token: token('a') },
    );
    await waitFor(() => expect(result.current.organization.data?.CustomerPeople[0]?.IsActive).toBe(true));
    await act(async () => {
      await result.current.actions.toggle(7);
    });
    expect(server.seen.find((r) => r.method === 'PATCH')?.path).toBe(
      '/api2/customer/userinfo/Contact/ToggleActive/7',
    );
    await waitFor(() => expect(result.current.organization.data?.CustomerPeople[0]?.IsActive).toBe(false));
  });
});

describe('useSwitchOrganisation (spec §4 switching organisation)', () => {
  it('posts impersonate?customerId= and stores the new token', async () => {
    const { result, server, tokenStore } = renderHookWithSdk(() => useSwitchOrganisation(), {
      handler: organisationServer(),
      token: token('a'),
    });
    await act(() => result.current(102));
    const post = server.seen.find((r) => r.path === '/api2/Token/impersonate');
    expect(post?.url.searchParams.get('customerId')).toBe('102');
    expect(tokenStore.get()?.access_token).toBe('access-bergen');
  });

  it('given a refused switch, rejects and keeps the token', async () => {
    const { result, tokenStore } = renderHookWithSdk(() => useSwitchOrganisation(), {
      handler: organisationServer(),
      token: token('a'),
    });
    await expect(result.current(999)).rejects.toMatchObject({ status: 403 });
    expect(tokenStore.get()?.access_token).toBe('access-a');
  });
});
