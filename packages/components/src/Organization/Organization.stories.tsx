import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerShell } from '../CustomerShell';
import {
  bareOrganization,
  plainUserInfo,
  providerLogoDataUrl,
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
import { Organization } from './Organization';

const phone = { viewport: { value: 'phone', isRotated: false } };
const norwegian = { locale: 'no' };

/** A moderator of one organisation (no banner). */
const moderator = userInfoWithOrganisations(1);

/** A fresh organisation server for the story, answering `userInfo`. */
function server(userInfo = moderator, options: OrganizationServerOptions = {}) {
  return {
    msw: { handlers: [...organizationServerHandlers({ userInfo, ...options }), userInfoHandler(userInfo)] },
  };
}

/** Dialogs and snackbars render at the end of the document. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  tags: ['autodocs'],
  title: 'Customer/Organization',
  component: Organization,
  parameters: { layout: 'fullscreen', ...server() },
  args: { onOrganisationSwitched: fn() },
} satisfies Meta<typeof Organization>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A moderator (type 4): Add user, every switch enabled; company, users and contacts. */
export const AsModerator: Story = {};

/** A user (type 6): no Add user; only their own switch is enabled, the others explain why not. */
export const AsUser: Story = { parameters: server(plainUserInfo) };

/** The account has two organisations: the info banner with Change organisation. */
export const SeveralOrganisations: Story = { parameters: server(userInfoWithOrganisations(2)) };

/** Change organisation with seven organisations: the dialog has a search box. */
export const ChangeOrganisationDialog: Story = {
  parameters: server(userInfoWithOrganisations(7)),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(
      await body.findByRole('button', { name: /^(Change organisation|Bytt organisasjon)$/ }),
    );
    await expect(await body.findByRole('dialog')).toBeInTheDocument();
  },
};

const openAddUser = async (canvasElement: HTMLElement) => {
  const body = page(canvasElement);
  await userEvent.click(await body.findByRole('button', { name: /^(Add user|Legg til bruker)$/ }));
  return within(await body.findByRole('dialog'));
};

const fillAddUser = async (canvasElement: HTMLElement, email = 'per.bakke@fjordbakeri.example') => {
  const dialog = await openAddUser(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: /^(Name|Navn)$/ }), 'Per Bakke');
  await userEvent.type(dialog.getByRole('textbox', { name: /^(E-mail|E-post)$/ }), email);
  await userEvent.click(dialog.getByRole('radio', { name: /^(User|Bruker)$/ }));
  await userEvent.click(dialog.getByRole('button', { name: /^(Add user|Legg til bruker)$/ }));
  return dialog;
};

/** The Add user dialog, empty: Moderator and Active are preselected. */
export const AddUserEmpty: Story = {
  play: async ({ canvasElement }) => {
    await openAddUser(canvasElement);
  },
};

/** Add user pressed with an empty name and an address without a domain. */
export const AddUserInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddUser(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /^(E-mail|E-post)$/ }), 'per@bakke');
    await userEvent.click(dialog.getByRole('button', { name: /^(Add user|Legg til bruker)$/ }));
    await expect(
      await dialog.findByText(/This field is required|Dette feltet er påkrevd/),
    ).toBeInTheDocument();
  },
};

/** The add runs: the button is busy and the form is disabled. */
export const AddUserBusy: Story = {
  parameters: server(moderator, { writeDelay: 'infinite' }),
  play: async ({ canvasElement }) => {
    const dialog = await fillAddUser(canvasElement);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /^(Add user|Legg til bruker)$/ })).toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};

/** The server refused (409): "Failed to create user." and its text, in the dialog. */
export const AddUserFailed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fillAddUser(canvasElement, 'kari.nordmann@fjordbakeri.example');
    await expect(await dialog.findByRole('alert')).toBeInTheDocument();
  },
};

const pressSwitch = async (canvasElement: HTMLElement, name: string) => {
  const body = page(canvasElement);
  await userEvent.click(await body.findByRole('switch', { name: new RegExp(`: ${name}$`) }));
  return body;
};

/** Deactivating asks: "Deactivate Ingrid Solberg" / "Are you sure?". */
export const ConfirmDeactivate: Story = {
  play: async ({ canvasElement }) => {
    const body = await pressSwitch(canvasElement, 'Ingrid Solberg');
    await expect(await body.findByRole('dialog')).toBeInTheDocument();
  },
};

/** After Deactivate: "Account deactivated" with Undo for 5 s. */
export const UndoSnackbar: Story = {
  play: async ({ canvasElement }) => {
    const body = await pressSwitch(canvasElement, 'Ingrid Solberg');
    await userEvent.click(await body.findByRole('button', { name: /^(Deactivate|Deaktiver)$/ }));
    await expect(await body.findByRole('button', { name: /^(Undo|Angre)$/ })).toBeInTheDocument();
  },
};

/** A contact deactivated: "Contact deactivated" with Undo. */
export const ContactDeactivated: Story = {
  play: async ({ canvasElement }) => {
    const body = await pressSwitch(canvasElement, 'Hanne Holm');
    await userEvent.click(await body.findByRole('button', { name: /^(Deactivate|Deaktiver)$/ }));
    await expect(await body.findByText(/Contact deactivated|Kontakten er deaktivert/)).toBeInTheDocument();
  },
};

/** No delivery address ("Not specified") and no contacts. */
export const NoAddressNoContacts: Story = { parameters: server(moderator, { org: bareOrganization }) };

/** Everything is on its way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        organizationHandler(undefined, 'infinite'),
        customerUsersHandler(undefined, 'infinite'),
        userInfoHandler(moderator),
      ],
    },
  },
};

/** The organisation call failed: a failed state with Try again (the client's snackbar has the message). */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('get', api('/customer/userinfo/organization'), 500, 'The organisation service is down.'),
        userInfoHandler(moderator),
      ],
    },
  },
};

/** The user list call failed: an empty list with a note (spec §8). */
export const UsersFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('get', api('/Customer/User/SearchCustomerUsers'), 500, 'The user list is unavailable.'),
        ...server().msw.handlers,
      ],
    },
  },
};

/** Phone (390 px): the rows stack; dialogs fill the screen. */
export const Phone: Story = { parameters: server(userInfoWithOrganisations(2)), globals: phone };

/** Phone, a type-6 user. */
export const PhoneAsUser: Story = { parameters: server(plainUserInfo), globals: phone };

/** Norwegian, with the several-organisations banner. */
export const Norwegian: Story = { parameters: server(userInfoWithOrganisations(2)), globals: norwegian };

/** Norwegian, the Add user dialog with validation texts. */
export const NorwegianAddUserInvalid: Story = { ...AddUserInvalid, globals: norwegian };

/** Norwegian on a phone, a type-6 user. */
export const NorwegianPhoneAsUser: Story = {
  parameters: server(plainUserInfo),
  globals: { ...norwegian, ...phone },
};

/** The page inside the customer shell, with the top bar (directory switcher and search). */
export const InShell: Story = {
  parameters: server(userInfoWithOrganisations(2)),
  render: (args) => (
    <CustomerShell
      active="organization"
      locale="en"
      onLocaleChange={fn()}
      onLogout={fn()}
      logoSrc={providerLogoDataUrl}
      cartCount={2}
    >
      <Organization {...args} />
    </CustomerShell>
  ),
};

/** In the shell on a phone. */
export const InShellPhone: Story = { ...InShell, globals: phone };
