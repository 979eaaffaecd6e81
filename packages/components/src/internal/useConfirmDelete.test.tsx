import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { useConfirmDelete } from './useConfirmDelete';

interface Item {
  Id: number;
  Name: string;
}

function Items({ remove }: { remove: (item: Item) => Promise<unknown> }) {
  const confirmDelete = useConfirmDelete<Item>({
    remove,
    title: (item) => `Delete ${item?.Name ?? ''}?`,
    message: 'It cannot be undone.',
    confirmLabel: 'Delete',
    deletedMessage: 'Deleted.',
  });
  return (
    <>
      <button type="button" onClick={() => confirmDelete.ask({ Id: 7, Name: 'photo.jpg' })}>
        Delete photo.jpg
      </button>
      {confirmDelete.dialog}
    </>
  );
}

describe('useConfirmDelete', () => {
  it('given an item, asks first; Cancel closes the dialog without deleting', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<Items remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete photo.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photo.jpg?' });
    expect(dialog).toHaveTextContent('It cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('when confirmed, deletes the item with the button busy, closes and says so in the snackbar', async () => {
    let finish!: () => void;
    const remove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<Items remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete photo.jpg' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith({ Id: 7, Name: 'photo.jpg' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given a refused delete, closes the dialog without a success message', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('refused')));
    const { user } = renderWithProviders(<Items remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete photo.jpg' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Deleted.')).not.toBeInTheDocument();
  });
});
