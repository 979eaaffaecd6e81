import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { plainUserInfo, userInfoWithOrganisations } from '../test/fixtures';
import { organizationServerHandlers, userInfoHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { DirectorySwitcher } from './DirectorySwitcher';
import { filterOrganisations } from '../internal/OrganisationPicker/OrganisationPicker';

function renderSwitcher(count: number, options: { impersonateError?: string; locale?: string } = {}) {
  const onSwitched = vi.fn();
  const result = renderWithProviders(<DirectorySwitcher onSwitched={onSwitched} />, {
    locale: options.locale,
    handlers: organizationServerHandlers({
      userInfo: userInfoWithOrganisations(count),
      impersonateError: options.impersonateError,
    }),
  });
  return { ...result, onSwitched };
}

const trigger = () => screen.findByRole('button', { name: /change organisation/ });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DirectorySwitcher', () => {
  it('given one organisation, shows its name and number and no dropdown', async () => {
    renderWithProviders(<DirectorySwitcher />, { handlers: [userInfoHandler(plainUserInfo)] });
    const current = await screen.findByRole('group', { name: 'Current organisation: Fjord Bakeri AS' });
    expect(current).toHaveTextContent('Fjord Bakeri AS');
    expect(current).toHaveTextContent('Org. no. 912 345 678');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('given two organisations, the button opens a list of both with the current one selected and no search box', async () => {
    const { user } = renderSwitcher(2);
    const button = await trigger();
    expect(button).toHaveAccessibleName('Fjord Bakeri AS, Org. no. 912 345 678 – change organisation');
    await user.click(button);
    // The pop-over's code arrives on the first opening.
    const list = await screen.findByRole('listbox', { name: 'Organisations' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName(/^Fjord Bakeri AS/);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByRole('combobox', { name: 'Search organisations' })).not.toBeInTheDocument();
    expect(list).toHaveFocus();
  });

  it('given seven organisations, shows a search box that filters by name or organisation number', async () => {
    const { user } = renderSwitcher(7);
    await user.click(await trigger());
    const search = await screen.findByRole('combobox', { name: 'Search organisations' });
    expect(search).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(7);

    await user.type(search, 'tromsø');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tromsø Hotelldrift ASOrg. no. 967 890 123',
    ]);

    await user.clear(search);
    await user.type(search, '978901');
    expect(screen.getByRole('option')).toHaveTextContent('Sørlandet Catering AS');

    await user.clear(search);
    await user.type(search, 'no such company');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No organisations found')).toBeInTheDocument();
  });

  it('choosing another organisation switches (new token) and calls onSwitched with its id', async () => {
    const { user, onSwitched, client } = renderSwitcher(2);
    await user.click(await trigger());
    await user.click(await screen.findByRole('option', { name: /Fjord Bakeri Trondheim AS/ }));
    await waitFor(() => expect(onSwitched).toHaveBeenCalledWith(102));
    expect(client.tokenStore.get()?.access_token).toMatch(/-102$/);
    // The user info follows the new token.
    expect(
      await screen.findByRole('button', { name: /^Fjord Bakeri Trondheim AS, Org\. no\. 923 456 789/ }),
    ).toBeInTheDocument();
  });

  it('is keyboard-usable: Enter opens, arrows move, Enter chooses', async () => {
    const { user, onSwitched } = renderSwitcher(7);
    (await trigger()).focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: 'Search organisations' });
    expect(search).toHaveFocus();
    const options = screen.getAllByRole('option');
    // The current organisation is highlighted first.
    expect(search).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSwitched).toHaveBeenCalledWith(102));
  });

  it('Escape closes the list and returns focus to the button', async () => {
    const { user } = renderSwitcher(2);
    const button = await trigger();
    await user.click(button);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('pressing the button again closes the list', async () => {
    const { user } = renderSwitcher(2);
    const button = await trigger();
    await user.click(button);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing the current organisation only closes the list', async () => {
    const { user, onSwitched, client } = renderSwitcher(2);
    const before = client.tokenStore.get();
    await user.click(await trigger());
    await user.click(await screen.findByRole('option', { name: /^Fjord Bakeri AS/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSwitched).not.toHaveBeenCalled();
    expect(client.tokenStore.get()).toBe(before);
  });

  it('given a refused switch, only logs it and returns to idle', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onSwitched } = renderSwitcher(2, { impersonateError: 'Not one of your organisations' });
    await user.click(await trigger());
    await user.click(await screen.findByRole('option', { name: /Fjord Bakeri Trondheim AS/ }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(onSwitched).not.toHaveBeenCalled();
    const button = await trigger();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAccessibleName(/^Fjord Bakeri AS,/);
  });

  it('given Norwegian, speaks Norwegian', async () => {
    const { user } = renderSwitcher(7, { locale: 'no' });
    await user.click(await screen.findByRole('button', { name: /bytt organisasjon/ }));
    expect(await screen.findByRole('combobox', { name: 'Søk i organisasjoner' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Organisasjoner' })).toBeInTheDocument();
  });
});

describe('filterOrganisations', () => {
  const organisations = userInfoWithOrganisations(7).ImpersonationOptions;

  it('keeps every organisation for an empty query', () => {
    expect(filterOrganisations(organisations, '  ')).toHaveLength(7);
  });

  it('matches the name case-insensitively and the number with or without spaces', () => {
    expect(filterOrganisations(organisations, 'BAKERI').map((o) => o.Id)).toEqual([101, 102, 103]);
    expect(filterOrganisations(organisations, '945 678').map((o) => o.Id)).toEqual([104]);
    expect(filterOrganisations(organisations, '945678').map((o) => o.Id)).toEqual([104]);
  });
});
