import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../internal/icons';
import { useSnackbarClearance } from '../internal/snackbarClearance';
import { useKeyboardScrollable } from '../internal/useKeyboardScrollable';
import { deepActiveElement, usePortalContainer } from '../internal/PortalContainer';
import {
  Actions,
  Body,
  CloseButton,
  Content,
  Description,
  Header,
  Overlay,
  Title,
  Titles,
} from './Dialog.styles';
import { messages } from './messages';

export type DialogSize = 'small' | 'medium' | 'large' | 'full';

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` when the user closes the dialog (close button, Escape, overlay). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the title; the dialog's accessible description. */
  description?: ReactNode;
  /** Maximum widths 400, 560 (default), 860 and 1180 px; every size fills a phone screen. */
  size?: DialogSize;
  /** Buttons in the dialog's footer, right-aligned (stacked on phones). */
  actions?: ReactNode;
  /** Hides the close button in the corner (the actions then must offer a way out). */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

/**
 * The library's modal dialog (Radix Dialog): focus moves in and is trapped, Escape and the close
 * button close it, focus returns to what opened it. Styled from `data-size`.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'medium',
  actions,
  hideCloseButton = false,
  children,
}: DialogProps) {
  const intl = useIntl();
  // Radix returns focus only to its own Trigger; the library's dialogs are opened by any button or
  // by a route, so the element that had focus when the dialog opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  const container = usePortalContainer();
  const [bodyRef, bodyNeedsFocus] = useKeyboardScrollable<HTMLDivElement>();
  // Snackbars stay above the buttons (spec §9's red snackbar must not hide the way on).
  const actionsRef = useSnackbarClearance();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <Overlay />
        <Content
          data-size={size}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            const active = deepActiveElement();
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (target && target.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Header>
            <Titles>
              <Title>{title}</Title>
              {description !== undefined && <Description>{description}</Description>}
            </Titles>
            {!hideCloseButton && (
              <RadixDialog.Close asChild>
                <CloseButton type="button" aria-label={intl.formatMessage(messages.close)}>
                  <CloseIcon />
                </CloseButton>
              </RadixDialog.Close>
            )}
          </Header>
          {children !== undefined && (
            // A long body without any field or button scrolls by keyboard: it takes the focus then.
            <Body ref={bodyRef} tabIndex={bodyNeedsFocus ? 0 : undefined}>
              {children}
            </Body>
          )}
          {actions !== undefined && <Actions ref={actionsRef}>{actions}</Actions>}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
