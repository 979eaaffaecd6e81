import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { useSnackbar, type SnackbarOptions } from './Snackbar';

function Trigger(props: SnackbarOptions) {
  const { show } = useSnackbar();
  return (
    <button type="button" onClick={() => show(props)}>
      Show
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Snackbar', () => {
  it('shows an info message as a status with a close button', async () => {
    const { user } = renderWithProviders(<Trigger message="Job created" variant="success" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Job created');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors assertively (role alert)', async () => {
    const { user } = renderWithProviders(<Trigger message="Unknown error" variant="error" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
  });

  it('closes by itself after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<Trigger message="Account deactivated" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given an Undo action, clicking it runs the action and closes the snackbar', async () => {
    const undo = vi.fn();
    const { user } = renderWithProviders(
      <Trigger message="Contact deactivated" action={{ label: 'Undo', onClick: undo }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the same message only once while it is visible', async () => {
    const { user } = renderWithProviders(<Trigger message="Network error" variant="error" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('labels the close button in Norwegian', async () => {
    const { user } = renderWithProviders(<Trigger message="Jobb opprettet" />, { locale: 'no' });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('button', { name: 'Lukk' })).toBeInTheDocument();
  });
});
