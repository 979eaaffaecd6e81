import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient, memoryTokenStore } from '@eqp/sdk';
import { Dialog } from '../Dialog';
import { LoginCard } from '../LoginCard';
import { PartnerCodeLogin } from '../PartnerCodeLogin';
import { defaultHandlers, partnerCodeLoginHandler } from '../test/handlers';
import { createMockFetch } from '../test/mockFetch';
import { renderWithProviders } from '../test/render';
import { deepActiveElement } from '../internal/PortalContainer';
import { PortalProvider } from './PortalProvider';

const API = 'https://api.provider.example';

function providerOnAnotherOrigin(handlers = defaultHandlers) {
  const client = createClient({
    baseUrl: `${API}/`,
    tokenStore: memoryTokenStore(null),
    fetch: createMockFetch(handlers),
  });
  const swrConfig = { provider: () => new Map(), dedupingInterval: 0 };
  return { client, swrConfig };
}

function DialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Confirm the start">
        Body
      </Dialog>
    </>
  );
}

describe('PortalProvider for embedding', () => {
  it('given a portal container, mounts dialogs there instead of in document.body', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { user } = renderWithProviders(<DialogOpener />, { providerProps: { portalContainer: container } });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the start' });
    expect(container).toContainElement(dialog);
    container.remove();
  });

  it('given a shadow root, mounts a dialog inside it and gives the focus back to its opener on close', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    const layer = document.createElement('div');
    shadow.append(mount, layer);
    const { client, swrConfig } = providerOnAnotherOrigin();
    render(
      <PortalProvider client={client} swrConfig={swrConfig} portalContainer={layer}>
        <DialogOpener />
      </PortalProvider>,
      { container: mount },
    );
    const user = userEvent.setup({ document });
    const opener = within(mount).getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await within(layer).findByRole('dialog', { name: 'Confirm the start' });
    expect(layer).toContainElement(dialog);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(layer).queryByRole('dialog')).toBeNull();
    expect(deepActiveElement()).toBe(opener);
    host.remove();
  });

  it("given a client on the API's origin, the login card loads the provider logo from there", async () => {
    const { client, swrConfig } = providerOnAnotherOrigin();
    render(
      <PortalProvider client={client} swrConfig={swrConfig}>
        <LoginCard scope="customer" portalName="Portal" />
      </PortalProvider>,
    );
    expect(screen.getByRole('img', { name: 'Service provider logo' })).toHaveAttribute(
      'src',
      `${API}/api2/Report/logo`,
    );
  });

  it("given a client on the page's origin, the login card's logo stays on that origin; a logoUrl wins", () => {
    const { unmount } = renderWithProviders(<LoginCard scope="customer" portalName="Portal" />, {
      token: null,
    });
    expect(screen.getByRole('img', { name: 'Service provider logo' })).toHaveAttribute(
      'src',
      `${window.location.origin}/api2/Report/logo`,
    );
    unmount();
    renderWithProviders(<LoginCard scope="customer" portalName="Portal" logoUrl="/brand.svg" />, {
      token: null,
    });
    expect(screen.getByRole('img', { name: 'Service provider logo' })).toHaveAttribute('src', '/brand.svg');
  });

  it("given a client on the API's origin, the code login loads the provider logo from there", () => {
    const { client, swrConfig } = providerOnAnotherOrigin([
      partnerCodeLoginHandler({ ms: 'infinite' }),
      ...defaultHandlers,
    ]);
    render(
      <PortalProvider client={client} swrConfig={swrConfig}>
        <PartnerCodeLogin code="DEMO42" onSuccess={vi.fn()} />
      </PortalProvider>,
    );
    expect(screen.getByRole('img', { name: /logo/i })).toHaveAttribute('src', `${API}/api2/Report/logo`);
  });
});
