import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import {
  bareOrganization,
  moderatorUserInfo,
  plainUserInfo,
  userInfoWithOrganisations,
} from '../test/fixtures';
import {
  api,
  customerUsersHandler,
  errorHandler,
  organizationHandler,
  organizationServerHandlers,
  userInfoHandler,
  type OrganizationServerOptions,
} from '../test/handlers';
import { renderWithProviders, type RenderWithProvidersOptions } from '../test/render';
import { Organization } from './Organization';

type UserInfo = typeof moderatorUserInfo;

function renderPage({
  userInfo = moderatorUserInfo,
  server = {},
  handlers = [],
  locale,
}: {
  userInfo?: UserInfo;
  server?: OrganizationServerOptions;
  handlers?: RenderWithProvidersOptions['handlers'];
  locale?: string;
} = {}) {
  const onOrganisationSwitched = vi.fn();
  const result = renderWithProviders(<Organization onOrganisationSwitched={onOrganisationSwitched} />, {
    locale,
    handlers: [
      ...(handlers ?? []),
      ...organizationServerHandlers({ userInfo, ...server }),
      userInfoHandler(userInfo),
    ],
  });
  return { ...result, onOrganisationSwitched };
}

const usersList = () => screen.findByRole('list', { name: 'Users' });
const contactsList = () => screen.findByRole('list', { name: 'Contacts' });

describe('Organization', () => {
  it('shows the company read-only: name, organisation number, customer group and delivery address', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Organization' })).toBeInTheDocument();
    const company = await screen.findByRole('region', { name: 'Company' });
    await within(company).findByText('912 345 678');
    const fields = Object.fromEntries(
      within(company)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(fields).toEqual({
      Name: 'Fjord Bakeri AS',
      'Organization number': '912 345 678',
      'Customer group': 'Bakeries',
      'Delivery address': 'Bryggen 125003 BergenNorway',
    });
    expect(within(company).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('given no delivery address, says "Not specified"', async () => {
    renderPage({ server: { org: bareOrganization } });
    const company = await screen.findByRole('region', { name: 'Company' });
    expect(await within(company).findByText('Not specified')).toBeInTheDocument();
  });

  it('lists the users with name, e-mail, type and an active switch per user', async () => {
    renderPage();
    const items = within(await usersList()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Kari Nordmann');
    expect(items[0]).toHaveTextContent('kari.nordmann@fjordbakeri.example');
    expect(items[0]).toHaveTextContent('Moderator');
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('User');
    const kari = screen.getByRole('switch', { name: 'Active: Kari Nordmann' });
    expect(kari).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Active: Sofie Lie' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  describe('as a moderator (type 4)', () => {
    it('has Add user and may toggle every user', async () => {
      renderPage();
      await usersList();
      expect(screen.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
      const users = within(await usersList()).getAllByRole('switch');
      for (const toggle of users) expect(toggle).toBeEnabled();
    });

    it('deactivating asks "Deactivate {name}" / "Are you sure?"; Cancel changes nothing', async () => {
      const { user } = renderPage();
      await usersList();
      const ingrid = screen.getByRole('switch', { name: 'Active: Ingrid Solberg' });
      await user.click(ingrid);
      const dialog = screen.getByRole('dialog', { name: 'Deactivate Ingrid Solberg' });
      expect(dialog).toHaveAccessibleDescription('Are you sure?');
      expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(ingrid).toHaveAttribute('aria-checked', 'true');
    });

    it('Deactivate toggles the user off and shows "Account deactivated" with Undo, which turns them back on', async () => {
      const { user } = renderPage();
      await usersList();
      await user.click(screen.getByRole('switch', { name: 'Active: Ingrid Solberg' }));
      await user.click(screen.getByRole('button', { name: 'Deactivate' }));
      await waitFor(() =>
        expect(screen.getByRole('switch', { name: 'Active: Ingrid Solberg' })).toHaveAttribute(
          'aria-checked',
          'false',
        ),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Account deactivated')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() =>
        expect(screen.getByRole('switch', { name: 'Active: Ingrid Solberg' })).toHaveAttribute(
          'aria-checked',
          'true',
        ),
      );
      expect(screen.queryByText('Account deactivated')).not.toBeInTheDocument();
    });

    it('activating needs no confirmation and shows no snackbar', async () => {
      const { user } = renderPage();
      await usersList();
      await user.click(screen.getByRole('switch', { name: 'Active: Sofie Lie' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('switch', { name: 'Active: Sofie Lie' })).toHaveAttribute(
          'aria-checked',
          'true',
        ),
      );
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    });
  });

  describe('as a user (type 6)', () => {
    it('has no Add user and may toggle only their own row; the others are disabled with an explanation', async () => {
      renderPage({ userInfo: plainUserInfo });
      await usersList();
      expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
      const own = screen.getByRole('switch', { name: 'Active: Ola Hansen' });
      expect(own).toBeEnabled();
      const other = screen.getByRole('switch', { name: 'Active: Kari Nordmann' });
      expect(other).toBeDisabled();
      expect(other).toHaveAccessibleDescription(
        'You can only activate or deactivate your own account. Ask a moderator to change the others.',
      );
      const users = within(await usersList()).getAllByRole('switch');
      expect(users.filter((toggle) => !(toggle as HTMLButtonElement).disabled)).toEqual([own]);
    });

    it('may deactivate their own account after confirming', async () => {
      const { user } = renderPage({ userInfo: plainUserInfo });
      await usersList();
      await user.click(screen.getByRole('switch', { name: 'Active: Ola Hansen' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Deactivate Ola Hansen' })).getByRole('button', {
          name: 'Deactivate',
        }),
      );
      expect(await screen.findByText('Account deactivated')).toBeInTheDocument();
    });

    it('may toggle contacts (the server lets every user of the organisation)', async () => {
      renderPage({ userInfo: plainUserInfo });
      const contacts = await contactsList();
      for (const toggle of within(contacts).getAllByRole('switch')) expect(toggle).toBeEnabled();
    });
  });

  describe('contacts', () => {
    it('lists name, title, e-mail, mobile, what is allowed and an active switch', async () => {
      renderPage();
      const items = within(await contactsList()).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      const hanne = items[0]!;
      expect(hanne).toHaveTextContent('Hanne Holm');
      expect(hanne).toHaveTextContent('Daglig leder');
      expect(
        within(hanne).getByRole('link', { name: /^E-mail: ?hanne\.holm@fjordbakeri\.example$/ }),
      ).toHaveAttribute('href', 'mailto:hanne.holm@fjordbakeri.example');
      expect(within(hanne).getByRole('link', { name: /^Mobile: ?\+47 911 22 333$/ })).toHaveAttribute(
        'href',
        'tel:+4791122333',
      );
      expect(hanne).toHaveTextContent('E-mail allowed');
      expect(hanne).toHaveTextContent('SMS allowed');
      expect(items[1]).toHaveTextContent('No e-mail');
      expect(items[2]).toHaveTextContent('No SMS');
      expect(within(items[2]!).getByRole('switch', { name: 'Active: Camilla Dahl' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
    });

    it('deactivating a contact confirms, then "Contact deactivated" with Undo', async () => {
      const { user } = renderPage();
      await contactsList();
      await user.click(screen.getByRole('switch', { name: 'Active: Ivar Isaksen' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Deactivate Ivar Isaksen' })).getByRole('button', {
          name: 'Deactivate',
        }),
      );
      await waitFor(() =>
        expect(screen.getByRole('switch', { name: 'Active: Ivar Isaksen' })).toHaveAttribute(
          'aria-checked',
          'false',
        ),
      );
      expect(screen.getByText('Contact deactivated')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() =>
        expect(screen.getByRole('switch', { name: 'Active: Ivar Isaksen' })).toHaveAttribute(
          'aria-checked',
          'true',
        ),
      );
    });

    it('given no contacts, says so', async () => {
      renderPage({ server: { org: bareOrganization } });
      expect(await screen.findByText('No contacts registered.')).toBeInTheDocument();
    });
  });

  describe('Add user', () => {
    it('defaults to Moderator and Active; an empty form says what is required', async () => {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add user' }));
      const dialog = screen.getByRole('dialog', { name: 'Add user' });
      expect(within(dialog).getByRole('radio', { name: 'Moderator' })).toBeChecked();
      expect(within(dialog).getByRole('radio', { name: 'User' })).not.toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Active (can sign in)' })).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      expect(name).toHaveAccessibleDescription('This field is required');
      expect(name).toHaveFocus();
      expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        'E-mail is required',
      );
    });

    it('given a name near its 200-character limit, shows a counter; at the limit it says so', async () => {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add user' }));
      const dialog = screen.getByRole('dialog', { name: 'Add user' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await user.click(name);
      await user.paste('n'.repeat(183));
      expect(name).toHaveAccessibleDescription('183 / 200');
      await user.paste('n'.repeat(30));
      expect(name).toHaveValue('n'.repeat(200));
      expect(name).toHaveAccessibleDescription('200 / 200 · Limit reached');
    });

    it('an address without a domain is not valid', async () => {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add user' }));
      const dialog = screen.getByRole('dialog', { name: 'Add user' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Per Bakke');
      await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'per@bakke');
      await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
      const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
      expect(email).toHaveAccessibleDescription('E-mail must be valid');
      expect(email).toHaveFocus();
    });

    it('adds the user to the current organisation, closes, confirms and lists the new user', async () => {
      const posted = vi.fn();
      const { user } = renderPage({
        handlers: [
          http.post(api('/customer/User/add'), async ({ request }) => {
            posted(await request.clone().json());
            return undefined;
          }),
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Add user' }));
      const dialog = screen.getByRole('dialog', { name: 'Add user' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Per Bakke ');
      await user.type(
        within(dialog).getByRole('textbox', { name: 'E-mail' }),
        'per.bakke@fjordbakeri.example',
      );
      await user.click(within(dialog).getByRole('radio', { name: 'User' }));
      await user.click(within(dialog).getByRole('checkbox', { name: 'Active (can sign in)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(posted).toHaveBeenCalledWith({
        Name: 'Per Bakke',
        EmailAdress: 'per.bakke@fjordbakeri.example',
        UserTypeId: 6,
        CustomerId: 101,
        Active: false,
      });
      expect(await screen.findByText('Per Bakke was added')).toBeInTheDocument();
      expect(await within(await usersList()).findByText('Per Bakke')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Active: Per Bakke' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
    });

    it('given a refusal, shows "Failed to create user." with the server text in the dialog', async () => {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add user' }));
      const dialog = screen.getByRole('dialog', { name: 'Add user' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Kari Igjen');
      await user.type(
        within(dialog).getByRole('textbox', { name: 'E-mail' }),
        'kari.nordmann@fjordbakeri.example',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Failed to create user. A user with this e-mail address already exists',
      );
      expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
      // Changing a field clears the failure.
      await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'x');
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('given a 400, shows its text too (the client shows nothing for a 400)', async () => {
      const { user } = renderPage({ server: { addError: { status: 400, message: 'Name is required' } } });
      await user.click(await screen.findByRole('button', { name: 'Add user' }));
      const dialog = screen.getByRole('dialog', { name: 'Add user' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Per');
      await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'per@fjordbakeri.example');
      await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Failed to create user. Name is required',
      );
    });
  });

  describe('several organisations', () => {
    it('shows "You have access to N organisations"; Change organisation lists them and switches', async () => {
      const { user, onOrganisationSwitched } = renderPage({ userInfo: userInfoWithOrganisations(2) });
      const banner = await screen.findByRole('region', { name: 'Change organisation' });
      expect(banner).toHaveTextContent('You have access to 2 organisations');
      await user.click(within(banner).getByRole('button', { name: 'Change organisation' }));
      const dialog = screen.getByRole('dialog', { name: 'Change organisation' });
      expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('option', { name: /Fjord Bakeri Trondheim AS/ }));
      await waitFor(() => expect(onOrganisationSwitched).toHaveBeenCalledWith(102));
    });

    it('given seven organisations, the dialog has a search box', async () => {
      const { user } = renderPage({ userInfo: userInfoWithOrganisations(7) });
      await user.click(await screen.findByRole('button', { name: 'Change organisation' }));
      const dialog = screen.getByRole('dialog', { name: 'Change organisation' });
      await user.type(within(dialog).getByRole('combobox', { name: 'Search organisations' }), 'catering');
      expect(within(dialog).getByRole('option')).toHaveTextContent('Sørlandet Catering AS');
    });

    it('given one organisation, shows no banner', async () => {
      renderPage({ userInfo: plainUserInfo });
      await usersList();
      expect(screen.queryByRole('region', { name: 'Change organisation' })).not.toBeInTheDocument();
    });
  });

  describe('loading and failures', () => {
    it('shows loading placeholders while the organisation and users load', () => {
      renderPage({
        handlers: [organizationHandler(undefined, 'infinite'), customerUsersHandler(undefined, 'infinite')],
      });
      expect(screen.getAllByRole('progressbar', { name: 'Loading...' }).length).toBeGreaterThan(1);
    });

    it('given a failed organisation call, says so and offers Try again', async () => {
      renderPage({ handlers: [errorHandler('get', api('/customer/userinfo/organization'), 500, 'Down')] });
      expect(
        await screen.findByRole('heading', { name: 'The organisation could not be loaded' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('given a failed user list, shows an empty list with a note (spec §8)', async () => {
      renderPage({ handlers: [errorHandler('get', api('/Customer/User/SearchCustomerUsers'), 500, 'Down')] });
      expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();
    });
  });

  it('given Norwegian, speaks Norwegian', async () => {
    const { user } = renderPage({ locale: 'no', userInfo: userInfoWithOrganisations(2) });
    expect(screen.getByRole('heading', { level: 1, name: 'Organisasjon' })).toBeInTheDocument();
    expect(await screen.findByText('Du har tilgang til 2 organisasjoner')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Brukere' });
    await user.click(screen.getByRole('switch', { name: 'Aktiv: Ingrid Solberg' }));
    const dialog = screen.getByRole('dialog', { name: 'Deaktiver Ingrid Solberg' });
    expect(dialog).toHaveAccessibleDescription('Er du sikker?');
    await user.click(within(dialog).getByRole('button', { name: 'Deaktiver' }));
    expect(await screen.findByText('Kontoen er deaktivert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angre' })).toBeInTheDocument();
  });
});
