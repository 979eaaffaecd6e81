import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
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
    await act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given it appears under a resting pointer, still closes after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<Trigger message="E-mail already in use" variant="error" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const alert = screen.getByRole('alert');
    // What a browser sends when the snackbar slides in under a pointer that does not move.
    fireEvent.pointerOver(alert, { pointerType: 'mouse' });
    fireEvent.pointerEnter(alert, { pointerType: 'mouse' });
    fireEvent.mouseOver(alert);
    fireEvent.mouseEnter(alert);
    await act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('given a finger taps it, still closes after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<Trigger message="E-mail already in use" variant="error" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const alert = screen.getByRole('alert');
    // A tap: touch pointer events, then the compatibility mouse events (no mouseleave ever follows).
    fireEvent.pointerDown(alert, { pointerType: 'touch' });
    fireEvent.pointerUp(alert, { pointerType: 'touch' });
    fireEvent.mouseEnter(alert);
    fireEvent.mouseMove(alert);
    fireEvent.click(alert);
    await act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('given a mouse rests on it for 2 s, waits while it is there and closes 3 s after it leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<Trigger message="Account deactivated" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await act(() => vi.advanceTimersByTime(2000));
    await user.hover(screen.getByRole('status'));
    await act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    await act(() => vi.advanceTimersByTime(2800));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given keyboard focus on its Undo, waits while it is there and closes with the rest of its time after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(
      <Trigger message="Contact deactivated" action={{ label: 'Undo', onClick: () => {} }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    await act(() => vi.advanceTimersByTime(10_000));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    await act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Show' }).focus());
    await act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given the same error again while it shows, gives it a fresh 5000 ms once, not forever', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<Trigger message="Network error" variant="error" />);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await act(() => vi.advanceTimersByTime(3000));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
