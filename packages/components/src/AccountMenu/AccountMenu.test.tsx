import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
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
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('choosing the current language closes the menu without calling onLocaleChange', async () => {
    const { user, onLocaleChange } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onLocaleChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a click outside closes the menu', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('given Norwegian (nb), marks Norsk as checked and shows Norwegian labels', async () => {
    const { user, onLocaleChange } = renderMenu('nb');
    await user.click(screen.getByRole('button', { name: 'Min konto' }));
    expect(screen.getByRole('menuitemradio', { name: 'Norsk' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('group', { name: 'Språk' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onLocaleChange).toHaveBeenCalledWith('en');
    await user.click(screen.getByRole('button', { name: 'Min konto' }));
    expect(screen.getByRole('menuitem', { name: 'Logg ut' })).toBeInTheDocument();
  });
});
