import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SNACKBAR_TIMEOUT_MS } from '@eqp/sdk';
import { ConfirmDialog } from '../Dialog';
import { useSnackbar } from '../Snackbar';
import { messages, valueMessages } from './messages';

export interface ToggleTarget {
  id: number;
  name: string;
  active: boolean;
}

export interface ToggleFlowOptions {
  /** Flips the active flag on the server (the same call undoes it). */
  toggle: (id: number) => Promise<unknown>;
  /** Snackbar text after a deactivation ("Account deactivated", "Contact deactivated"). */
  deactivatedMessage: string;
}

/**
 * The active-flag flow of spec §4: deactivating asks "Deactivate {name}" / "Are you sure?", then
 * toggles and shows a 5 s snackbar with Undo that toggles back; activating toggles at once.
 * A failed call is reported by the client's error snackbar; the flag stays as the server has it.
 */
export function useToggleFlow({ toggle, deactivatedMessage }: ToggleFlowOptions) {
  const intl = useIntl();
  const { show } = useSnackbar();
  const [confirming, setConfirming] = useState<ToggleTarget | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const pendingRef = useRef(new Set<number>());

  const run = useCallback(
    async (id: number): Promise<boolean> => {
      if (pendingRef.current.has(id)) return false;
      pendingRef.current.add(id);
      setPending(new Set(pendingRef.current));
      try {
        await toggle(id);
        return true;
      } catch {
        // The client's error snackbar tells the user; nothing changed.
        return false;
      } finally {
        pendingRef.current.delete(id);
        setPending(new Set(pendingRef.current));
      }
    },
    [toggle],
  );

  const request = useCallback(
    (target: ToggleTarget) => {
      if (target.active) setConfirming(target);
      else void run(target.id);
    },
    [run],
  );

  const confirm = async () => {
    if (!confirming) return;
    const { id } = confirming;
    setConfirmBusy(true);
    const done = await run(id);
    setConfirmBusy(false);
    setConfirming(null);
    if (done) {
      show({
        message: deactivatedMessage,
        variant: 'success',
        timeoutMs: SNACKBAR_TIMEOUT_MS,
        action: { label: intl.formatMessage(messages.undo), onClick: () => void run(id) },
      });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => {
        if (!open) setConfirming(null);
      }}
      title={confirming ? intl.formatMessage(valueMessages.deactivateTitle, { name: confirming.name }) : ''}
      message={intl.formatMessage(messages.areYouSure)}
      confirmLabel={intl.formatMessage(messages.deactivate)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      onConfirm={() => void confirm()}
      variant="danger"
      busy={confirmBusy}
    />
  );

  return { request, pending, dialog };
}
