import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../Avatar';
import type { SupportedLocale } from '../i18n';
import { messages } from './messages';
import { Root, Trigger, TriggerLabel } from './AccountMenu.styles';

export interface AccountMenuProps {
  /** The signed-in user's name (initials on the avatar, first line of the menu). */
  name: string | null | undefined;
  /** The user's e-mail, second line of the menu. */
  email?: string | null;
  /** The current locale (any BCP 47 tag; `nb` selects Norwegian). */
  locale: string;
  /** The user picked the other language; the host stores it and reloads (spec §1). */
  onLocaleChange: (locale: SupportedLocale) => void;
  /** The user chose Log out in the menu; the host ends the session. */
  onLogout: () => void;
  /**
   * Where My account leads (the host's link, e.g. `/customer/account`); with it or `onAccount`
   * the menu has a My account item, between the languages and Log out.
   */
  accountHref?: string;
  /** My account was chosen (after the menu closed); with `accountHref` the link navigates too. */
  onAccount?: () => void;
  /**
   * Where the menu opens: `side` (to the right of the button, bottom-aligned: a side bar),
   * `below` (under the button, right-aligned: a top bar), or `auto` (default): `side` from
   * 900 px, `below` under it.
   */
  placement?: 'auto' | 'side' | 'below';
  /**
   * `stacked` (default): the avatar above the "My Account" label, as in the side bar; `avatar`:
   * the avatar only (the label is still its accessible name); `auto`: stacked from 900 px, avatar
   * only below.
   */
  triggerVariant?: 'stacked' | 'avatar' | 'auto';
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

const loadDropdown = () => import('./AccountDropdown');
type Dropdown = ComponentType<AccountMenuProps & { start: 'first' | 'last' }>;

/**
 * The account button and its menu (spec §2): the user's name and e-mail, the language choice and
 * Logout. A WAI-ARIA menu button on Radix DropdownMenu: Enter, Space or Arrow Down open it on the
 * first item, Arrow Up on the last, arrows (wrapping), Home and End move, Escape or Tab closes it
 * and returns to the button, a click outside closes it (focus stays where the user put it).
 * Non-modal: the page behind is neither locked nor hidden from assistive technology.
 *
 * The menu (AccountDropdown) loads when the button is pointed at, focused or pressed, and replaces
 * this button, which looks the same, on its first press: the menu opens as soon as it is there.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { name, triggerVariant = 'stacked', className } = props;
  const intl = useIntl();
  const [Loaded, setLoaded] = useState<Dropdown | null>(null);
  const [start, setStart] = useState<'first' | 'last' | null>(null);
  const loaded = useRef<Promise<Dropdown> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Starts loading the menu (pointing at or focusing the button: it is likely to be pressed). */
  const load = () => {
    loaded.current ??= loadDropdown().then(
      (module) => module.AccountDropdown,
      (error: unknown) => {
        // The button stays; the next press tries again.
        loaded.current = null;
        throw error;
      },
    );
    return loaded.current;
  };
  /** The button was pressed: the menu replaces it, open, as soon as it is loaded. */
  const ask = (open: 'first' | 'last') => {
    setStart(open);
    load().then(
      (dropdown) => {
        if (mounted.current) setLoaded(() => dropdown);
      },
      (error: unknown) => console.error('The account menu could not be loaded', error),
    );
  };

  if (Loaded && start) return <Loaded {...props} start={start} />;
  return (
    <Root className={className} data-state="closed">
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-variant={triggerVariant}
        data-state="closed"
        onPointerEnter={() => void load().catch(() => undefined)}
        onFocus={() => void load().catch(() => undefined)}
        onPointerDown={(event) => {
          // As Radix's trigger: a left press opens the menu.
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          ask('first');
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            ask('first');
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            ask('last');
          }
        }}
      >
        <Avatar name={name} size="medium" />
        <TriggerLabel data-variant={triggerVariant}>{intl.formatMessage(messages.trigger)}</TriggerLabel>
      </Trigger>
    </Root>
  );
}
