import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { messages } from './messages';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` when the user cancels or closes the dialog (not while `busy`). */
  onOpenChange: (open: boolean) => void;
  /** E.g. "Deactivate Kari Nordmann". */
  title: ReactNode;
  /** E.g. "Are you sure?". */
  message: ReactNode;
  /** The confirming button's label, e.g. "Deactivate". */
  confirmLabel: ReactNode;
  /** Default the translated "Cancel". */
  cancelLabel?: ReactNode;
  /** The user pressed the confirm button; the host runs the action and closes the dialog. */
  onConfirm: () => void;
  /** `danger` (default) for destructive actions, `primary` otherwise. */
  variant?: 'danger' | 'primary';
  /** The confirmed action runs: the confirm button is busy and both buttons are disabled. */
  busy?: boolean;
}

/** A small dialog asking to confirm an action, with Cancel focused first (the safe choice). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  variant = 'danger',
  busy = false,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={message}
      size="small"
      hideCloseButton
      actions={
        <>
          <Button autoFocus disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant={variant} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
