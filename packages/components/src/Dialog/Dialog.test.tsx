import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Order service" description="Describe the fault">
        <input aria-label="Description" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a dialog named by its title and described by its description', () => {
    renderWithProviders(
      <Dialog open onOpenChange={() => {}} title="Order service" description="Describe the fault">
        body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Order service' });
    expect(dialog).toHaveAccessibleDescription('Describe the fault');
    expect(dialog).toHaveTextContent('body');
  });

  it('given an open dialog, when Close is pressed, closes and returns focus to the opener', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Order service' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('labels the close button in Norwegian', () => {
    renderWithProviders(<Dialog open onOpenChange={() => {}} title="Bestill service" />, { locale: 'no' });
    expect(screen.getByRole('button', { name: 'Lukk' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('asks, focuses Cancel first, and confirms', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Deactivate Kari Nordmann"
        message="Are you sure?"
        confirmLabel="Deactivate"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Kari Nordmann' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('while busy, neither button can be pressed and Escape does not close', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        busy
        onOpenChange={onOpenChange}
        title="Deactivate Kari Nordmann"
        message="Are you sure?"
        confirmLabel="Deactivate"
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Deactivate/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
