import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import type { LinkProps } from '../PortalProvider';
import { AccountMenu } from './AccountMenu';

function renderMenu(locale = 'en') {
  const onLocaleChange = vi.fn();
  const onLogout = vi.fn();
  const result = renderWithProviders(
    <>
      <AccountMenu
        name="Kari Nordmann"
        email="kari@example.com"
        locale={locale}
        onLocaleChange={onLocaleChange}
        onLogout={onLogout}
      />
      <button type="button">Elsewhere</button>
    </>,
    { locale },
  );
  return { ...result, onLocaleChange, onLogout };
}

describe('AccountMenu', () => {
  it('when Arrow Down is pressed on the button, opens the menu on its first item; arrows move and wrap', async () => {
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: 'My Account' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    // The menu part loads the first time the button is used.
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Norsk' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  });

  it('when Enter is pressed on Log out, calls onLogout and closes', async () => {
    const { user, onLogout } = renderMenu();
    screen.getByRole('button', { name: 'My Account' }).focus();
    await user.keyboard('{ArrowUp}');
    // The menu part loads the first time the button is used.
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('choosing the current language closes the menu without calling onLocaleChange', async () => {
    const { user, onLocaleChange } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    // The menu part loads the first time the button is used.
    await screen.findByRole('menu');
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onLocaleChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('when Escape is pressed in the open menu, closes it and returns the focus to the button', async () => {
    const { user } = renderMenu();
    screen.getByRole('button', { name: 'My Account' }).focus();
    await user.keyboard('{Enter}');
    // The menu part loads the first time the button is used.
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    // The loaded menu's button took the first one's place.
    expect(screen.getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Account' })).toHaveFocus();
    // Opened again (the menu is loaded now): Arrow Up opens it on the last item.
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('when Tab is pressed in the open menu, closes it with the focus back on the button', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    // The menu part loads the first time the button is used.
    await screen.findByRole('menu');
    expect(screen.getByRole('menu', { name: 'My Account' })).toHaveAccessibleDescription(
      'Kari Nordmann kari@example.com',
    );
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Account' })).toHaveFocus();
  });

  it('a click on the button opens the menu on its first item; a click outside closes it', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    // The menu part loads the first time the button is used.
    await screen.findByRole('menu');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('given Norwegian (nb), marks Norsk as checked and shows Norwegian labels', async () => {
    const { user, onLocaleChange } = renderMenu('nb');
    await user.click(screen.getByRole('button', { name: 'Min konto' }));
    // The menu part loads the first time the button is used.
    await screen.findByRole('menu');
    expect(screen.getByRole('menuitemradio', { name: 'Norsk' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('group', { name: 'Språk' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onLocaleChange).toHaveBeenCalledWith('en');
    await user.click(screen.getByRole('button', { name: 'Min konto' }));
    expect(screen.getByRole('menuitem', { name: 'Logg ut' })).toBeInTheDocument();
  });

  describe('My account', () => {
    function renderWithAccount(props: { accountHref?: string; onAccount?: () => void }) {
      return renderWithProviders(
        <AccountMenu
          name="Kari Nordmann"
          email="kari@example.com"
          locale="en"
          onLocaleChange={vi.fn()}
          onLogout={vi.fn()}
          {...props}
        />,
        { providerProps: { linkComponent: TestLink } },
      );
    }
    const visited: string[] = [];
    function TestLink({ href, children, onClick, ...rest }: LinkProps) {
      return (
        <a
          {...rest}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            visited.push(href);
            onClick?.(event);
          }}
        >
          {children}
        </a>
      );
    }

    it('without accountHref or onAccount, the menu has no My account item', async () => {
      const { user } = renderMenu();
      await user.click(screen.getByRole('button', { name: 'My Account' }));
      // The menu part loads the first time the button is used.
      await screen.findByRole('menu');
      expect(screen.queryByRole('menuitem', { name: 'My account' })).not.toBeInTheDocument();
    });

    it('given accountHref, My account is a menu item link between the languages and Log out, reached by the arrows', async () => {
      const { user } = renderWithAccount({ accountHref: '/customer/account' });
      screen.getByRole('button', { name: 'My Account' }).focus();
      await user.keyboard('{ArrowUp}');
      // The menu part loads the first time the button is used.
      await screen.findByRole('menu');
      expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      const account = screen.getByRole('menuitem', { name: 'My account' });
      expect(account).toHaveFocus();
      expect(account).toHaveAttribute('href', '/customer/account');
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('menuitemradio', { name: 'Norsk' })).toHaveFocus();
      // A roving focus: only the focused item is in the tab order.
      expect(account).toHaveAttribute('tabindex', '-1');
    });

    it('Space on My account follows the link through the host and closes the menu', async () => {
      visited.length = 0;
      const onAccount = vi.fn();
      const { user } = renderWithAccount({ accountHref: '/partner/account', onAccount });
      screen.getByRole('button', { name: 'My Account' }).focus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      // The menu part loads the first time the button is used.
      await screen.findByRole('menu');
      await user.keyboard(' ');
      expect(visited).toEqual(['/partner/account']);
      expect(onAccount).toHaveBeenCalledOnce();
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('given only onAccount, My account is a button item that calls it', async () => {
      const onAccount = vi.fn();
      const { user } = renderWithAccount({ onAccount });
      await user.click(screen.getByRole('button', { name: 'My Account' }));
      // The menu part loads the first time the button is used.
      await screen.findByRole('menu');
      await user.click(screen.getByRole('menuitem', { name: 'My account' }));
      expect(onAccount).toHaveBeenCalledOnce();
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });
});
