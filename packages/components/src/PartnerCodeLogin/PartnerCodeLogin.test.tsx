import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { codeLoginToken, UNKNOWN_CODE_MESSAGE } from '../test/fixtures';
import { api, partnerCodeLoginHandler, partnerCodeLoginThrottledHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { PartnerCodeLogin } from './PartnerCodeLogin';

describe('PartnerCodeLogin', () => {
  it('while the code login runs, says "Opening job…"', () => {
    renderWithProviders(<PartnerCodeLogin code="DEMO42" onSuccess={vi.fn()} />, {
      handlers: [partnerCodeLoginHandler({ ms: 'infinite' })],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Opening job…');
    expect(screen.getByRole('heading', { name: 'Opening job…' })).toBeInTheDocument();
  });

  it('given a valid code, stores the code token (replacing the session) and calls onSuccess with the code', async () => {
    const onSuccess = vi.fn();
    const { client } = renderWithProviders(<PartnerCodeLogin code="DEMO42" onSuccess={onSuccess} />);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('DEMO42'));
    expect(client.tokenStore.get()).toEqual(codeLoginToken);
  });

  it('works without a stored session', async () => {
    const onSuccess = vi.fn();
    const { client } = renderWithProviders(<PartnerCodeLogin code="demo42" onSuccess={onSuccess} />, {
      token: null,
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('demo42'));
    expect(client.tokenStore.get()?.access_token).toBe('code-access-token');
  });

  it('tries the code once, also under strict mode', async () => {
    const seen: string[] = [];
    const onSuccess = vi.fn();
    renderWithProviders(
      <StrictMode>
        <PartnerCodeLogin code="DEMO42" onSuccess={onSuccess} />
      </StrictMode>,
      {
        handlers: [
          http.get(api('/partner/authentication'), ({ request }) => {
            seen.push(new URL(request.url).searchParams.get('code') ?? '');
            return HttpResponse.json(codeLoginToken);
          }),
        ],
      },
    );
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(seen).toEqual(['DEMO42']);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("given an unknown code, shows the server's message and a link to the partner portal; the session stays", async () => {
    const onSuccess = vi.fn();
    const { client } = renderWithProviders(<PartnerCodeLogin code="NOSUCHCODE" onSuccess={onSuccess} />);
    expect(await screen.findByRole('heading', { name: 'The job could not be opened' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(UNKNOWN_CODE_MESSAGE);
    expect(screen.getByRole('link', { name: 'Go to the partner portal' })).toHaveAttribute(
      'href',
      '/partner',
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(client.tokenStore.get()?.access_token).toBe('test-access-token');
    // The page shows the message itself: no error snackbar repeats it (a 4xx of the code login).
    expect(screen.getAllByText(UNKNOWN_CODE_MESSAGE)).toHaveLength(1);
  });

  it('given too many tries (429), says how long to wait in the page language; portalHref moves the link', async () => {
    renderWithProviders(<PartnerCodeLogin code="X1" onSuccess={vi.fn()} portalHref="/p" />, {
      handlers: [partnerCodeLoginThrottledHandler(600)],
    });
    expect(await screen.findByRole('heading', { name: 'The job could not be opened' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 10 minutes.');
    // The page says it once: no snackbar repeats it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to the partner portal' })).toHaveAttribute('href', '/p');
  });

  it('given too many tries (429) in Norwegian, says the wait in Norwegian', async () => {
    renderWithProviders(<PartnerCodeLogin code="X1" onSuccess={vi.fn()} />, {
      locale: 'nb',
      handlers: [partnerCodeLoginThrottledHandler(60)],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('For mange forsøk. Prøv igjen om 1 minutt.');
  });

  it('given too many tries (429) without a wait, asks to try again later', async () => {
    renderWithProviders(<PartnerCodeLogin code="X1" onSuccess={vi.fn()} />, {
      handlers: [partnerCodeLoginThrottledHandler(null)],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
  });

  it('given an answer without a Message, shows "Unknown error"', async () => {
    renderWithProviders(<PartnerCodeLogin code="X1" onSuccess={vi.fn()} />, {
      handlers: [http.get(api('/partner/authentication'), () => HttpResponse.json({}, { status: 404 }))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
  });

  it('given an empty code, says the link has no code without calling the server', async () => {
    const seen = vi.fn();
    renderWithProviders(<PartnerCodeLogin code="  " onSuccess={vi.fn()} />, {
      handlers: [
        http.get(api('/partner/authentication'), () => {
          seen();
          return HttpResponse.json(codeLoginToken);
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no job code.');
    expect(seen).not.toHaveBeenCalled();
  });

  it('given Norwegian, shows the Norwegian texts around the server message', async () => {
    renderWithProviders(<PartnerCodeLogin code="NOSUCHCODE" onSuccess={vi.fn()} />, { locale: 'no' });
    expect(await screen.findByRole('heading', { name: 'Jobben kunne ikke åpnes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til partnerportalen' })).toBeInTheDocument();
  });
});
