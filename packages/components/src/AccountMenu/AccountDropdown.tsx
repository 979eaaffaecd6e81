import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useIntl } from 'react-intl';
import { Avatar } from '../Avatar';
import { useMediaQuery } from '../internal/useMediaQuery';
import { normalizeLocale, type SupportedLocale } from '../i18n';
import { LANGUAGES } from '../internal/languages';
import { useLink } from '../internal/LinkContext';
import { breakpoints } from '../theme/tokens';
import { AccountIcon, CheckIcon, LogoutIcon } from '../internal/icons';
import { messages } from './messages';
import type { AccountMenuProps } from './AccountMenu';
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

/** The media query under which `placement="auto"` opens the menu below the button (theme's `media.mobile`). */
const MOBILE_QUERY = `(max-width: ${breakpoints.tablet - 0.02}px)`;

/**
 * The account menu itself, on Radix DropdownMenu: loaded when the account button is pointed at,
 * focused or pressed, it replaces that button on its first press, open on the first item (`start`)
 * or the last. The Radix menu, focus scope, dismissable layer and floating-ui (about 17 kB gzip)
 * are too heavy for the shell every page shows.
 */
export function AccountDropdown({
  start,
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
}: AccountMenuProps & { start: 'first' | 'last' }) {
  const intl = useIntl();
  const Link = useLink();
  // It replaces the first button when that is pressed: it opens at once.
  const [open, setOpen] = useState(true);
  /** The item to focus once the menu has opened (Radix focuses the menu, or its first item from the keyboard). */
  const focusOnOpen = useRef<'first' | 'last' | null>(start);
  /** Opened on mount: the key that opened it went to the first button, so Radix focuses only the menu. */
  const openedOnMount = useRef(true);

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
            // or its first item (the keyboard, except on mount).
            const wanted = focusOnOpen.current;
            if (wanted === null) return;
            const onMenu = event.target === event.currentTarget;
            if (onMenu && wanted === 'last' && !openedOnMount.current) return;
            focusOnOpen.current = null;
            openedOnMount.current = false;
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
