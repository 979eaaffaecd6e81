import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { plainUserInfo, providerLogoDataUrl, userInfoWithOrganisations } from '../test/fixtures';
import { openJobsCountHandler, organizationServerHandlers, userInfoHandler } from '../test/handlers';
import { CustomerShell } from './CustomerShell';
import { PAGE_A11Y } from '../storybook/pageA11y';

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const Page = styled.div`
  padding: 32px;
  max-width: 880px;
  & > h1 {
    margin: 0 0 8px;
    font-size: 24px;
  }
  & > p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 16px;
  }
  & > div > section {
    padding: 16px 20px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 12px;
    background: ${({ theme }) => theme.color.surface};
  }
  & h2 {
    margin: 0 0 4px;
    font-size: 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & strong {
    font-size: 18px;
  }
  @media (max-width: 599.98px) {
    padding: 16px;
  }
`;

/** Stand-in page content (an organisation page). */
function SamplePage() {
  return (
    <Page>
      <h1>Fjord Bakeri AS</h1>
      <p>Organisation number 912 345 678 · Bryggen 12, 5003 Bergen</p>
      <div>
        <section>
          <h2>Users</h2>
          <strong>6 active</strong>
        </section>
        <section>
          <h2>Contacts</h2>
          <strong>3 people</strong>
        </section>
        <section>
          <h2>Equipment</h2>
          <strong>48 machines</strong>
        </section>
      </div>
    </Page>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Customer/CustomerShell',
  component: CustomerShell,
  parameters: {
    a11y: PAGE_A11Y,
    layout: 'fullscreen',
  },
  args: {
    active: 'organization',
    locale: 'en',
    onLocaleChange: fn(),
    onLogout: fn(),
    onOrganisationSwitched: fn(),
    cartCount: 3,
    logoSrc: providerLogoDataUrl,
    children: <SamplePage />,
  },
} satisfies Meta<typeof CustomerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the 130 px side bar with logo, menu, account button and credit; the contact footer. */
export const Desktop: Story = {};

/** Tablet (768 px): top bar and bottom bar. */
export const Tablet: Story = { globals: tablet };

/** Phone (390 px): Organization is labelled "More". */
export const Phone: Story = { globals: phone };

/** Badges: 3 lines in the cart, 12 open jobs. */
export const WithBadges: Story = {
  args: { cartCount: 3, active: 'machines' },
  parameters: {
    msw: { handlers: [openJobsCountHandler({ ActivePartJobsCount: 4, ActiveOtherJobsCount: 8 })] },
  },
};

/** No cart lines and no open jobs: no badges. */
export const WithoutBadges: Story = {
  args: { cartCount: undefined },
  parameters: {
    msw: { handlers: [openJobsCountHandler({ ActivePartJobsCount: 0, ActiveOtherJobsCount: 0 })] },
  },
};

/** The account menu is open: name, e-mail, language and Log out. */
export const AccountMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /my account|min konto/i }));
    await expect(await canvas.findByRole('menu')).toBeInTheDocument();
  },
};

/** The account menu on a phone opens under the top bar's avatar. */
export const AccountMenuOpenPhone: Story = { ...AccountMenuOpen, globals: phone };

/** The footer hidden, as on the machine list and the job list. */
export const FooterHidden: Story = { args: { hideFooter: true, active: 'history' } };

/** A company without a delivery address, a plain user. */
export const NoDeliveryAddress: Story = {
  parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } },
};

/** Norwegian. */
export const Norwegian: Story = { args: { locale: 'no' }, globals: { locale: 'no' } };

/** Norwegian on a phone ("Mer"). */
export const NorwegianPhone: Story = { args: { locale: 'no' }, globals: { locale: 'no', ...phone } };

/** Norwegian, account menu open. */
export const NorwegianAccountMenuOpen: Story = {
  ...AccountMenuOpen,
  args: { locale: 'no' },
  globals: { locale: 'no' },
};

/** Seven organisations: the top bar's directory switcher open, with its search box. */
export const DirectorySwitcherOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        ...organizationServerHandlers({ userInfo: userInfoWithOrganisations(7) }),
        userInfoHandler(userInfoWithOrganisations(7)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /change organisation|bytt organisasjon/ }),
    );
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeInTheDocument();
  },
};

/** The top search with results ("warehouse"). */
export const SearchResults: Story = {
  args: { hideFooter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'warehouse');
    await expect(await canvas.findAllByRole('option')).toHaveLength(8);
  },
};

/** The top search with one character: the hint. */
export const SearchHint: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'w');
  },
};

/** Phone: the search is an icon button; pressed, it takes the whole top bar. */
export const PhoneSearchExpanded: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The icon button shows where the viewport is a phone's (not in a test without layout).
    const open = canvas.queryByRole('button', { name: /^(Search|Søk)$/ });
    if (open) await userEvent.click(open);
    await userEvent.type(canvas.getByRole('combobox'), 'combi');
  },
};

/** A user of one organisation: the top bar names it, without a dropdown. */
export const OneOrganisation: Story = {
  parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } },
};
