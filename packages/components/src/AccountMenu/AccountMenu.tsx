import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../Avatar';
import { normalizeLocale, type SupportedLocale } from '../i18n';
import { LANGUAGES } from '../internal/languages';
import { useLink } from '../internal/LinkContext';
import { AccountIcon, CheckIcon, LogoutIcon } from '../internal/icons';
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

/**
 * The account button and its menu (spec §2): the user's name and e-mail, the language choice and
 * Logout. A WAI-ARIA menu button: Enter, Space or Arrow Down open it on the first item, arrows,
 * Home and End move, Escape closes it and returns to the button, Tab or a click outside closes it.
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
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const triggerId = useId();
  const nameId = useId();
  const emailId = useId();
  const languageLabelId = useId();
  const current = normalizeLocale(locale);
  const label = intl.formatMessage(messages.trigger);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Focus the first (or last) item when the menu opens.
  useEffect(() => {
    if (!open) return;
    const all = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
    (focusOnOpen.current === 'last' ? all[all.length - 1] : all[0])?.focus();
  }, [open]);

  // A pointer press outside closes the menu (focus stays where the user put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const chooseLanguage = (next: SupportedLocale) => {
    close(true);
    if (next !== current) onLocaleChange(next);
  };

  return (
    <Root ref={rootRef} className={className} data-state={open ? 'open' : 'closed'}>
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-variant={triggerVariant}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar name={name} size="medium" />
        <TriggerLabel data-variant={triggerVariant}>{label}</TriggerLabel>
      </Trigger>
      {open && (
        <Popover data-placement={placement} data-state="open">
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
          <Menu
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            aria-describedby={email ? `${nameId} ${emailId}` : nameId}
            onKeyDown={onMenuKeyDown}
          >
            <div role="group" aria-labelledby={languageLabelId}>
              <GroupLabel id={languageLabelId}>{intl.formatMessage(messages.language)}</GroupLabel>
              {LANGUAGES.map((language) => {
                const checked = language.locale === current;
                return (
                  <Item
                    key={language.locale}
                    type="button"
                    role="menuitemradio"
                    aria-checked={checked}
                    tabIndex={-1}
                    data-state={checked ? 'checked' : 'unchecked'}
                    onClick={() => chooseLanguage(language.locale)}
                  >
                    <Check aria-hidden="true">{checked && <CheckIcon />}</Check>
                    <span lang={language.lang}>{language.name}</span>
                    <ItemCode aria-hidden="true">{language.code}</ItemCode>
                  </Item>
                );
              })}
            </div>
            <Separator role="separator" />
            {accountHref !== undefined ? (
              <Item
                as={Link}
                href={accountHref}
                role="menuitem"
                tabIndex={-1}
                data-variant="link"
                onClick={() => {
                  close(false);
                  onAccount?.();
                }}
                onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
                  // A menu item answers Space as well as Enter.
                  if (event.key === ' ') {
                    event.preventDefault();
                    event.currentTarget.click();
                  }
                }}
              >
                <Check aria-hidden="true">
                  <AccountIcon />
                </Check>
                <span>{intl.formatMessage(messages.account)}</span>
              </Item>
            ) : onAccount ? (
              <Item
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  onAccount();
                }}
              >
                <Check aria-hidden="true">
                  <AccountIcon />
                </Check>
                <span>{intl.formatMessage(messages.account)}</span>
              </Item>
            ) : null}
            <Item
              type="button"
              role="menuitem"
              tabIndex={-1}
              data-variant="danger"
              onClick={() => {
                close(false);
                onLogout();
              }}
            >
              <Check aria-hidden="true">
                <LogoutIcon />
              </Check>
              <span>{intl.formatMessage(messages.logout)}</span>
            </Item>
          </Menu>
        </Popover>
      )}
    </Root>
  );
}
