import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { PopoverHeading } from './DirectorySwitcher.styles';
import { messages } from './messages';
import {
  OrganisationPicker,
  type OrganisationPickerProps,
} from '../internal/OrganisationPicker/OrganisationPicker';
import { PopoverContent } from './OrganisationMenu.styles';

export interface OrganisationMenuProps extends OrganisationPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The switcher's button: the pop-over opens below it and gives it the focus back on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The pop-over's id (the button's `aria-controls`). */
  id: string;
  /** Where the pop-over is mounted (the provider's portal container); default `document.body`. */
  container?: Element | DocumentFragment;
}

/**
 * The switcher's pop-over with the organisation picker: a chunk of its own, loaded the first time
 * the switcher is opened (or pointed at), so the top bar does not carry the pop-over's code. The
 * button stays the switcher's own (the same element before and after loading), so it is the
 * pop-over's anchor rather than a Radix trigger.
 */
export function OrganisationMenu({
  open,
  onOpenChange,
  triggerRef,
  id,
  container,
  ...picker
}: OrganisationMenuProps) {
  const intl = useIntl();
  const onTrigger = (target: EventTarget | null) =>
    target instanceof Node && Boolean(triggerRef.current?.contains(target));
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal container={container}>
        <PopoverContent
          id={id}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={intl.formatMessage(messages.changeOrganisation)}
          // A press on the button while open is its own toggle, not a press outside.
          onInteractOutside={(event) => {
            if (onTrigger(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <PopoverHeading aria-hidden="true">
            {intl.formatMessage(messages.changeOrganisation)}
          </PopoverHeading>
          <OrganisationPicker {...picker} />
        </PopoverContent>
      </Popover.Portal>
    </Popover.Root>
  );
}
