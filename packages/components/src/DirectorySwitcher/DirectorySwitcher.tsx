import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useUserInfo } from '@eqp/sdk/react';
import { LoadingBox, Spinner } from '../LoadingBox';
import { BuildingIcon, ChevronDownIcon } from '../internal/icons';
import { messages, valueMessages } from './messages';
import { useOrganisationSwitch } from '../internal/OrganisationPicker/useOrganisationSwitch';
import { valueMessages as pickerMessages } from '../internal/OrganisationPicker/messages';
import {
  Current,
  CurrentName,
  CurrentNumber,
  CurrentText,
  Root,
  Trigger,
  TriggerEnd,
} from './DirectorySwitcher.styles';
import { usePortalContainer } from '../internal/PortalContainer';

/**
 * The pop-over (Radix and the organisation picker) is a chunk of its own, loaded the first time
 * the switcher is opened; pointing at or focusing the button starts loading it.
 */
const loadMenu = () => import('./OrganisationMenu');
type Menu = Awaited<ReturnType<typeof loadMenu>>['OrganisationMenu'];

export interface DirectorySwitcherProps {
  /**
   * The switch succeeded: the new token is stored and the customer hooks load the new
   * organisation. The host decides what to show next (spec §4: reload or go to the dashboard).
   */
  onSwitched?: (customerId: number) => void;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * The current organisation at the top of the customer portal (spec §2): its name and number,
 * and, when the user has more than one, a dropdown to switch (with a search box above 5).
 */
export function DirectorySwitcher({ onSwitched, className }: DirectorySwitcherProps) {
  const intl = useIntl();
  const { data: userInfo } = useUserInfo('customer');
  const [open, setOpen] = useState(false);
  const [Menu, setMenu] = useState<Menu | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const portalContainer = usePortalContainer();
  const { switchingTo, choose } = useOrganisationSwitch(onSwitched);
  const customer = userInfo?.Customer ?? null;
  const organisations = userInfo?.ImpersonationOptions ?? [];

  if (!userInfo) {
    return (
      <Root className={className} data-state="loading">
        <LoadingBox variant="text" width={180} height={32} label={intl.formatMessage(messages.loading)} />
      </Root>
    );
  }
  if (!customer) return null;

  const number = customer.OrganisationNumber
    ? intl.formatMessage(pickerMessages.organisationNumber, { number: customer.OrganisationNumber })
    : null;
  const text = (
    <CurrentText>
      <CurrentName>{customer.Name}</CurrentName>
      {/* Not rendered between the stacked lines; keeps the visible text a part of the button's name. */}
      {number && ' '}
      {number && <CurrentNumber>{number}</CurrentNumber>}
    </CurrentText>
  );

  if (organisations.length <= 1) {
    return (
      <Root className={className} data-state="single">
        <Current role="group" aria-label={intl.formatMessage(valueMessages.current, { name: customer.Name })}>
          <BuildingIcon size={20} />
          {text}
        </Current>
      </Root>
    );
  }

  const busy = switchingTo !== null;
  // Pointing at or focusing the button starts loading the pop-over's code.
  const prefetch = () => void loadMenu().catch(() => undefined);
  const toggle = () => {
    if (open || busy) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (!Menu)
      loadMenu().then(
        (module) => setMenu(() => module.OrganisationMenu),
        (error: unknown) => {
          console.error('The organisation menu could not be loaded', error);
          setOpen(false);
        },
      );
  };
  const shown = open && Menu !== null;
  return (
    <Root className={className} data-state={busy ? 'switching' : open ? 'open' : 'closed'}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={intl.formatMessage(valueMessages.trigger, {
          organisation: [customer.Name, number].filter(Boolean).join(', '),
        })}
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-controls={shown ? menuId : undefined}
        data-state={shown ? 'open' : 'closed'}
        aria-busy={busy || undefined}
        data-busy={busy || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={toggle}
      >
        <BuildingIcon size={20} />
        {text}
        <TriggerEnd>
          {busy ? <Spinner size={16} label={intl.formatMessage(messages.switching)} /> : <ChevronDownIcon />}
        </TriggerEnd>
      </Trigger>
      {Menu && (
        <Menu
          open={open}
          onOpenChange={(next) => setOpen(busy ? false : next)}
          triggerRef={triggerRef}
          id={menuId}
          container={portalContainer}
          organisations={organisations}
          currentId={customer.Id}
          onChoose={(organisation) => {
            setOpen(false);
            void choose(organisation, customer.Id);
          }}
        />
      )}
    </Root>
  );
}
