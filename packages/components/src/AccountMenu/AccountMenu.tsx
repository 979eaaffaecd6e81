import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useIntl } from 'react-intl';
import { Avatar } from '../Avatar';
import { useMediaQuery } from '../CustomerShell/useMediaQuery';
import { normalizeLocale, type SupportedLocale } from '../i18n';
import { LANGUAGES } from '../LanguageSelector/languages';
import { useLink } from '../PortalProvider/LinkContext';
import { breakpoints } from '../theme/tokens';
import { AccountIcon, CheckIcon, LogoutIcon } from './icons';
import { messages } from './messages';
import {
  Check,
  Email,
  GroupLabel,
  Header,
  Identity,
  Item,
  ItemCode,
  Menu,
  Name,
  Popover,
  Root,
  Separator,
  Trigger,
  TriggerLabel,
} from './AccountMenu.styles';

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

/** The media query under which `placement="auto"` opens the menu below the button (theme's `media.mobile`). */
const MOBILE_QUERY = `(max-width: ${breakpoints.tablet - 0.02}px)`;

/**
 * The account button and its menu (spec §2): the user's name and e-mail, the language choice and
 * Logout. A Radix DropdownMenu (a WAI-ARIA menu button): Enter, Space or Arrow Down open it on the
 * first item, Arrow Up on the last, arrows (wrapping), Home and End move, Escape or Tab closes it
 * and returns to the button, a click outside closes it (focus stays where the user put it).
 * Non-modal: the page behind is neither locked nor hidden from assistive technology.
 */
export function AccountMenu({
  name,
  email,
  locale,
  onLocaleChange,
  onLogout,
  accountHref,
  onAccount,
  placement = 'auto',
  triggerVariant = 'stacked',
  className,
}: AccountMenuProps) {
  const intl = useIntl();
  const Link = useLink();
  const [open, setOpen] = useState(false);
  /** The item to focus once the menu has opened (Radix focuses the menu, or its first item from the keyboard). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  /** Whether closing returns the focus to the button (not after Log out or My account). */
  const returnFocus = useRef(true);
  const nameId = useId();
  const emailId = useId();
  const languageLabelId = useId();
  const current = normalizeLocale(locale);
  const label = intl.formatMessage(messages.trigger);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const below = placement === 'below' || (placement === 'auto' && mobile);

  const onOpenChange = (next: boolean) => {
    if (next) {
      focusOnOpen.current = 'first';
      returnFocus.current = true;
    }
    setOpen(next);
  };

  const closeWithoutFocus = () => {
    returnFocus.current = false;
  };

  return (
    <Root className={className} data-state={open ? 'open' : 'closed'}>
      <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
        <DropdownMenu.Trigger asChild>
          <Trigger
            type="button"
            data-variant={triggerVariant}
            onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
              if (event.key === 'ArrowUp') {
                event.preventDefault();
                onOpenChange(true);
                focusOnOpen.current = 'last';
              }
            }}
          >
            <Avatar name={name} size="medium" />
            <TriggerLabel data-variant={triggerVariant}>{label}</TriggerLabel>
          </Trigger>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          asChild
          loop
          side={below ? 'bottom' : 'right'}
          align="end"
          sideOffset={below ? 8 : 12}
          avoidCollisions={false}
          aria-describedby={email ? `${nameId} ${emailId}` : nameId}
          onFocusCapture={(event: FocusEvent<HTMLDivElement>) => {
            // The first item takes the focus however the menu was opened (as before: the item
            // shows its focus), the last after Arrow Up: once Radix focused the menu (a pointer)
            // or its first item (the keyboard).
            const wanted = focusOnOpen.current;
            if (wanted === null) return;
            const onMenu = event.target === event.currentTarget;
            if (onMenu && wanted === 'last') return;
            focusOnOpen.current = null;
            const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]'));
            const item = wanted === 'last' ? all[all.length - 1] : all[0];
            if (item && item !== event.target) item.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current) event.preventDefault();
          }}
          onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
            // Tab leaves the menu: it closes and the focus is back on the button.
            if (event.key === 'Tab') {
              event.preventDefault();
              setOpen(false);
            }
          }}
        >
          <Popover data-placement={below ? 'below' : 'side'}>
            <Header>
              <Avatar name={name} size="medium" />
              <Identity>
                <Name id={nameId}>{name}</Name>
                {email && (
                  <Email id={emailId} title={email}>
                    {email}
                  </Email>
                )}
              </Identity>
            </Header>
            <Menu>
              <DropdownMenu.RadioGroup
                value={current}
                aria-labelledby={languageLabelId}
                onValueChange={(next) => {
                  if (next !== current) onLocaleChange(next as SupportedLocale);
                }}
              >
                <GroupLabel id={languageLabelId}>{intl.formatMessage(messages.language)}</GroupLabel>
                {LANGUAGES.map((language) => (
                  <DropdownMenu.RadioItem key={language.locale} value={language.locale} asChild>
                    <Item type="button">
                      <Check aria-hidden="true">{language.locale === current && <CheckIcon />}</Check>
                      <span lang={language.lang}>{language.name}</span>
                      <ItemCode aria-hidden="true">{language.code}</ItemCode>
                    </Item>
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
              <DropdownMenu.Separator asChild>
                <Separator />
              </DropdownMenu.Separator>
              {accountHref !== undefined ? (
                <DropdownMenu.Item asChild>
                  <Item
                    as={Link}
                    href={accountHref}
                    data-variant="link"
                    onClick={() => {
                      // On the link's own click: a host's router link may cancel the click
                      // (client-side navigation) before the menu sees it.
                      closeWithoutFocus();
                      setOpen(false);
                      onAccount?.();
                    }}
                  >
                    <Check aria-hidden="true">
                      <AccountIcon />
                    </Check>
                    <span>{intl.formatMessage(messages.account)}</span>
                  </Item>
                </DropdownMenu.Item>
              ) : onAccount ? (
                <DropdownMenu.Item
                  asChild
                  onSelect={() => {
                    closeWithoutFocus();
                    onAccount();
                  }}
                >
                  <Item type="button">
                    <Check aria-hidden="true">
                      <AccountIcon />
                    </Check>
                    <span>{intl.formatMessage(messages.account)}</span>
                  </Item>
                </DropdownMenu.Item>
              ) : null}
              <DropdownMenu.Item
                asChild
                onSelect={() => {
                  closeWithoutFocus();
                  onLogout();
                }}
              >
                <Item type="button" data-variant="danger">
                  <Check aria-hidden="true">
                    <LogoutIcon />
                  </Check>
                  <span>{intl.formatMessage(messages.logout)}</span>
                </Item>
              </DropdownMenu.Item>
            </Menu>
          </Popover>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </Root>
  );
}
