import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { machineItem, moderatorUserInfo } from '../test-fixtures';
import { renderAppAt } from '../test-render';

/** The query of every machine list call the fake server saw. */
let asked: URLSearchParams[] = [];

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(new Request(input, init).url);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  switch (url.pathname) {
    case '/api2/customer/userinfo':
      return json(moderatorUserInfo);
    case '/api2/customer/jobs/openCount':
      return json({ ActivePartJobsCount: 0, ActiveOtherJobsCount: 0 });
    case '/api2/customer/shoppingcart':
      return json({ CartId: 7, Groups: [], TotalAmount: 0, Currency: 'NOK' });
    case '/api2/customer/machines/filteroptions':
      return json({
        Types: [
          { Id: 3, Name: 'Oven' },
          { Id: 4, Name: 'Press' },
        ],
        TypesCapped: false,
        Suppliers: [{ Id: 7, Name: 'Acme' }],
        SuppliersCapped: false,
        Locations: ['Hall A', 'Hall B'],
        LocationsCapped: false,
      });
    case '/api2/customer/machines/filtered':
      asked.push(url.searchParams);
      return json({
        Items: [machineItem(1), machineItem(2)],
        Page: 1,
        ItemsPerPage: 30,
        TotalCount: 2,
        TotalCountCapped: false,
        NextCursor: null,
      });
    default:
      return json({ Message: `No such API call: ${url.pathname}` }, 404);
  }
}

const renderAt = (path: string) => renderAppAt(path, fakeServer);

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
  asked = [];
});

describe('the machine list address', () => {
  it('given filters, a sort and the list view in the address, opens the list that way', async () => {
    renderAt('/customer/machines/list?type=3&supplier=7&location=Hall%20A&open=1&sort=serial&view=list');
    expect(await screen.findByRole('table', { name: 'Equipment list' })).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      ItemsPerPage: '30',
      TypeId: '3',
      SupplierId: '7',
      Location: 'Hall A',
      HasOpenOrders: 'true',
      Sort: 'serial',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('serial');
    expect(screen.getByRole('checkbox', { name: 'Open orders only' })).toBeChecked();
  });

  it('when the user filters, sorts and switches view, the address follows, and Back undoes the last step', async () => {
    const user = userEvent.setup();
    renderAt('/customer/machines/list');
    const type = await screen.findByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(type).toHaveTextContent('Press'));

    await user.selectOptions(type, 'Press');
    await waitFor(() => expect(window.location.search).toBe('?type=4'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Last service');
    await waitFor(() => expect(window.location.search).toBe('?type=4&sort=lastService'));
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(window.location.search).toBe('?type=4&sort=lastService&view=list'));
    expect(await screen.findByRole('table', { name: 'Equipment list' })).toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?type=4&sort=lastService'));
    expect(await screen.findByRole('list', { name: 'Equipment list' })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name'));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('4');
  });

  it('ignores values it does not know (a hand-edited address) and shows the plain list', async () => {
    renderAt('/customer/machines/list?type=abc&sort=price&view=grid&open=maybe');
    expect(await screen.findByRole('list', { name: 'Equipment list' })).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ ItemsPerPage: '30' });
  });
});
