import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { createClient, memoryTokenStore } from '@eqp/sdk';
import { PortalProvider } from '@eqp/components';
import no from '../i18n/no.json';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, Lazy, loadWithTimeout, page } from './lazyPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Hello() {
  return <h1>Hello page</h1>;
}

function renderLazy(Page: React.ComponentType, { onRetry = vi.fn(), locale = 'en' } = {}) {
  const client = createClient({
    baseUrl: 'http://portal.test',
    tokenStore: memoryTokenStore(),
    fetch: () => Promise.resolve(new Response('{}', { status: 404 })),
  });
  render(
    <PortalProvider client={client} locale={locale} messages={locale === 'no' ? no : undefined}>
      <MemoryRouter initialEntries={['/lazy']}>
        <Link to="/other">Elsewhere</Link>
        <Routes>
          <Route
            path="/lazy"
            element={
              <Lazy onRetry={onRetry}>
                <Page />
              </Lazy>
            }
          />
          <Route
            path="/other"
            element={
              <Lazy onRetry={onRetry}>
                <h1>Other page</h1>
              </Lazy>
            }
          />
        </Routes>
      </MemoryRouter>
    </PortalProvider>,
  );
  return { onRetry };
}

describe('loadWithTimeout', () => {
  it('is 120 s (spec §9)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('given code that never arrives, fails with a time-out after exactly 120 s and not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadWithTimeout(() => new Promise<never>(() => {})).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error = outcome.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('given code that arrives, resolves with it and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(loadWithTimeout(() => Promise.resolve({ Hello }))).resolves.toEqual({ Hello });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a failed import, fails with a load error that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'failed', cause });
  });
});

describe('Lazy', () => {
  it('shows a loading box, then the page once its code arrived', async () => {
    renderLazy(page(() => Promise.resolve({ Hello }), 'Hello'));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
  });

  it('given the code fails to load, shows the error with Retry instead of a blank page; Retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onRetry } = renderLazy(page(() => Promise.reject(new TypeError('network')), 'Hello'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent(
      'Part of the portal could not be downloaded. Check your connection, then retry.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given code that has not arrived after 120 s, says so with Retry', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(page(() => new Promise<never>(() => {}), 'Hello'));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of the portal did not arrive within 2 minutes. Check your connection, then retry.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('given a page that fails while rendering, shows the error with Retry too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('bug');
    }
    renderLazy(page(() => Promise.resolve({ Broken }), 'Broken'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while showing this page.',
    );
  });

  it('after an error, going to another address (the same boundary) shows that page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(page(() => Promise.reject(new TypeError('network')), 'Hello'));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('given Norwegian, shows the error in Norwegian', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(
      page(() => Promise.reject(new TypeError('network')), 'Hello'),
      { locale: 'no' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Siden kunne ikke lastes');
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });
});
