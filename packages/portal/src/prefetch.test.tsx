import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createClient, memoryTokenStore, PAGE_SIZE_MACHINES } from '@eqp/sdk';
import { App } from './App';
import { firstScreenRequests, startPrefetch } from './prefetch';
import { loadCustomerArea } from './routes/CustomerArea';
import { machineItem as machine, moderatorUserInfo as userInfo, TOKEN } from './test-fixtures';

const PAGE_1 = `/api2/customer/machines/filtered?ItemsPerPage=${PAGE_SIZE_MACHINES}`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A server that keeps the user info's answer until the machine list's request has arrived: were
 * the list asked for only after the user info had come (the old order), nothing would answer.
 */
function holdingServer() {
  const asked: string[] = [];
  let listAsked!: () => void;
  const listArrived = new Promise<void>((resolve) => (listAsked = resolve));
  const send = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    switch (url.pathname) {
      case '/api2/customer/userinfo':
        await listArrived;
        return json(userInfo);
      case '/api2/customer/machines/filtered':
        listAsked();
        return json({
          Items: [machine(1), machine(2)],
          Page: 1,
          ItemsPerPage: PAGE_SIZE_MACHINES,
          TotalCount: 2,
        });
      case '/api2/customer/shoppingcart':
        return json({ CartId: 7, Groups: [], TotalAmount: 0, Currency: 'NOK' });
      case '/api2/customer/jobs/openCount':
        return json({ ActivePartJobsCount: 0, ActiveOtherJobsCount: 0 });
      default:
        return json({ Message: `No such API call: ${url.pathname}` }, 404);
    }
  };
  return { asked, send };
}

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
});

describe('firstScreenRequests', () => {
  it.each([
    ['/customer/machines/list', ['/api2/customer/userinfo', PAGE_1]],
    ['/customer', ['/api2/customer/userinfo', PAGE_1]],
    ['/Customer/Machines/', ['/api2/customer/userinfo', PAGE_1]],
    ['/customer/jobs', ['/api2/customer/userinfo']],
    ['/partner/job/12', ['/api2/partner/userinfo', '/api2/partner/jobs/counts', '/api2/partner/jobs/12']],
    ['/partner/job/list', ['/api2/partner/userinfo', '/api2/partner/jobs/counts', '/api2/partner/jobs/view']],
    ['/partner', ['/api2/partner/userinfo', '/api2/partner/jobs/counts', '/api2/partner/jobs/view']],
    ['/partner/company', ['/api2/partner/userinfo', '/api2/partner/jobs/counts']],
    ['/partner/job/view/AB12', ['/api2/partner/userinfo', '/api2/partner/jobs/counts']],
    ['/', []],
    ['/about', []],
  ])('asks %s for %j', (path, expected) => {
    expect(firstScreenRequests(path)).toEqual(expected);
  });
});

describe('firstScreenRequests with the machine list in the address', () => {
  it('asks page 1 with the filters and the sort of the query string, as the list will', () => {
    expect(firstScreenRequests('/customer/machines/list', '?type=3&open=1&sort=serial&view=list')).toEqual([
      '/api2/customer/userinfo',
      `${PAGE_1}&TypeId=3&HasOpenOrders=true&Sort=serial`,
    ]);
    expect(firstScreenRequests('/customer/machines/list', '?view=list')).toEqual([
      '/api2/customer/userinfo',
      PAGE_1,
    ]);
  });
});

describe('startPrefetch', () => {
  it('given no session, sends nothing and leaves every call to the network', () => {
    const { asked, send } = holdingServer();
    const prefetch = startPrefetch({
      pathname: '/customer/machines/list',
      origin: window.location.origin,
      tokens: memoryTokenStore(),
      send,
    });
    expect(prefetch.started).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('given a signed-in visit of the machine list, starts the user info and page 1 together, before anything renders, and the portal uses their answers', async () => {
    await loadCustomerArea();
    window.history.pushState({}, '', '/customer/machines/list');
    const { asked, send } = holdingServer();
    const tokens = memoryTokenStore(TOKEN);
    const prefetch = startPrefetch({
      pathname: '/customer/machines/list',
      origin: window.location.origin,
      tokens,
      send,
    });
    // Both requests are out at once, neither waiting for the other's answer.
    expect(asked).toEqual(['/api2/customer/userinfo', PAGE_1]);

    const client = createClient({ tokenStore: tokens, fetch: prefetch.fetch });
    render(<App client={client} locale="en" />);
    expect(await screen.findByText('Machine 2', undefined, { timeout: 10_000 })).toBeInTheDocument();
    // The hooks took the prefetched answers: neither call went out a second time.
    expect(asked.filter((path) => path === '/api2/customer/userinfo')).toHaveLength(1);
    expect(asked.filter((path) => path.startsWith('/api2/customer/machines/filtered'))).toEqual([PAGE_1]);
  }, 20_000);

  it("given the page's language, sends it as Accept-Language as the sdk client does", () => {
    const languages: (string | null)[] = [];
    const send = async (input: RequestInfo | URL, init?: RequestInit) => {
      languages.push(new Request(input, init).headers.get('Accept-Language'));
      return json({});
    };
    startPrefetch({
      pathname: '/partner/job/list',
      origin: window.location.origin,
      tokens: memoryTokenStore(TOKEN),
      language: 'no',
      send,
    });
    expect(languages).toEqual(['no', 'no', 'no']);
  });

  it('answers a prefetched request only for the same token; another session asks the network', async () => {
    const { asked, send } = holdingServer();
    const prefetch = startPrefetch({
      pathname: '/customer/machines/list',
      origin: window.location.origin,
      tokens: memoryTokenStore(TOKEN),
      send,
    });
    const other = new Request(new URL(PAGE_1, window.location.origin), {
      headers: { Authorization: 'Bearer b' },
    });
    await prefetch.fetch(other);
    expect(asked.filter((path) => path === PAGE_1)).toHaveLength(2);
  });
});
