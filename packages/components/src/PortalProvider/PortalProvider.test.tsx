import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { useUserInfo } from '@eqp/sdk/react';
import { renderWithProviders } from '../test/render';
import { errorHandler, api } from '../test/handlers';
import { useLink, type LinkProps } from '../internal/LinkContext';
import { onErrorRetry } from './PortalProvider';

function UserName() {
  const { data, error } = useUserInfo('customer');
  return <p>{data ? data.Name : error ? 'not loaded' : 'loading'}</p>;
}

function NavLink() {
  const Link = useLink();
  return (
    <Link href="/customer/machines" aria-current="page">
      Machines
    </Link>
  );
}

describe('PortalProvider', () => {
  it('gives the components the sdk client, so hooks load data through it', async () => {
    renderWithProviders(<UserName />);
    expect(await screen.findByText('Kari Nordmann')).toBeInTheDocument();
  });

  it('when a call fails with a server Message, shows it in a red snackbar', async () => {
    renderWithProviders(<UserName />, {
      handlers: [errorHandler('get', api('/customer/userinfo'), 500, 'Database is down')],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database is down');
    expect(alert).toHaveAttribute('data-variant', 'error');
  });

  it('when a failed answer has no Message, shows the translated Unknown error', async () => {
    renderWithProviders(<UserName />, {
      locale: 'nb',
      handlers: [errorHandler('get', api('/customer/userinfo'), 503)],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ukjent feil');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Lukk' })).toBeInTheDocument();
  });

  it('given a 400 answer, shows nothing globally (spec §8)', async () => {
    renderWithProviders(<UserName />, {
      handlers: [errorHandler('get', api('/customer/userinfo'), 400, 'Bad input')],
    });
    // The failure has reached the component; the client reports a failure (the snackbar) before
    // its answer gets there, so no snackbar now means none at all.
    expect(await screen.findByText('not loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders links with a plain anchor by default', () => {
    renderWithProviders(<NavLink />);
    expect(screen.getByRole('link', { name: 'Machines' })).toHaveAttribute('href', '/customer/machines');
  });

  it('renders links with the host link component when given', () => {
    const RouterLink = ({ href, children, ...rest }: LinkProps) => (
      <a {...rest} href={`#${href}`} data-router="yes">
        {children}
      </a>
    );
    renderWithProviders(<NavLink />, { providerProps: { linkComponent: RouterLink } });
    const link = screen.getByRole('link', { name: 'Machines' });
    expect(link).toHaveAttribute('href', '#/customer/machines');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('lays the messages prop over the shipped catalogue', () => {
    renderWithProviders(<FormattedMessage id="Snackbar.close" defaultMessage="Close" />, {
      providerProps: { messages: { 'Snackbar.close': 'Dismiss' } },
    });
    expect(screen.getByText('Dismiss')).toBeInTheDocument();
  });
});

describe('onErrorRetry', () => {
  const config = { errorRetryInterval: 1000 } as Parameters<typeof onErrorRetry>[2];

  it('does not ask again after a 4xx (403, 404: the answer will not change)', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    for (const status of [400, 403, 404, 409])
      onErrorRetry({ status }, 'key', config, revalidate, { retryCount: 1, dedupe: false });
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('retries other failures with back-off, three times at most', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    onErrorRetry({ status: 503 }, 'key', config, revalidate, { retryCount: 1, dedupe: false });
    onErrorRetry(new Error('network'), 'key', config, revalidate, { retryCount: 3, dedupe: false });
    onErrorRetry({ status: 500 }, 'key', config, revalidate, { retryCount: 4, dedupe: false });
    vi.advanceTimersByTime(999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 1 });
    vi.advanceTimersByTime(3000);
    expect(revalidate).toHaveBeenCalledTimes(2);
    expect(revalidate).toHaveBeenLastCalledWith({ retryCount: 3 });
    vi.useRealTimers();
  });
});
