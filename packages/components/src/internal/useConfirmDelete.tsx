import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from '../Dialog';
import { useSnackbar } from '../Snackbar';

export interface ConfirmDeleteOptions<T> {
  /** Deletes the item (the sdk's action); a failure is reported by the client's snackbar. */
  remove: (item: T) => Promise<unknown>;
  /** The dialog's title for the item (null while no item is asked about). */
  title: (item: T | null) => string;
  /** The dialog's message under the title. */
  message: string;
  /** The confirm button's label. */
  confirmLabel: string;
  /** The success snackbar's text once the item is deleted. */
  deletedMessage: string;
}

export interface ConfirmDelete<T> {
  /** Asks whether to delete the item: opens the dialog. */
  ask: (item: T) => void;
  /** The item being asked about, or null. */
  deleting: T | null;
  /** The confirmation dialog, to render once in the component. */
  dialog: ReactElement;
}

/**
 * Deleting an item after a confirmation (an attachment, an order line): a danger ConfirmDialog
 * asks, Confirm runs `remove` with the confirm button busy, a success says so in the snackbar, and
 * the dialog closes either way (a failure is in the client's snackbar with the server's message).
 */
export function useConfirmDelete<T>({
  remove,
  title,
  message,
  confirmLabel,
  deletedMessage,
}: ConfirmDeleteOptions<T>): ConfirmDelete<T> {
  const { show } = useSnackbar();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (deleting === null) return;
    setBusy(true);
    try {
      await remove(deleting);
      show({ message: deletedMessage, variant: 'success' });
    } catch {
      // Reported by the client's snackbar (the server's message).
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => {
        if (!open) setDeleting(null);
      }}
      title={title(deleting)}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={() => void confirm()}
      busy={busy}
    />
  );

  return { ask: setDeleting, deleting, dialog };
}
