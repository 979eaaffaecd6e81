import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartnerCompany } from '../PartnerCompany';
import { PartnerJobList } from '../PartnerJobList';
import {
  codeLoginUserInfo,
  demoCodeJob,
  emptyPartnerJobsView,
  makePartnerJob,
  partnerJobsView,
  providerLogoDataUrl,
} from '../test/fixtures';
import { partnerJobsViewHandler, partnerUserInfoHandler } from '../test/handlers';
import { PartnerShell } from './PartnerShell';
import { PAGE_A11Y } from '../storybook/pageA11y';

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Partner/PartnerShell',
  component: PartnerShell,
  parameters: {
    a11y: PAGE_A11Y,
    layout: 'fullscreen',
  },
  args: {
    active: 'jobs',
    locale: 'en',
    onLocaleChange: fn(),
    onLogout: fn(),
    logoSrc: providerLogoDataUrl,
    children: <PartnerJobList onOpenJob={fn()} />,
  },
} satisfies Meta<typeof PartnerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the 130 px side bar with the logo, Jobs (badge 6: upcoming plus open) and Company. */
export const Desktop: Story = {};

/** Tablet (768 px): the top bar with the logo and account button, the bottom bar with the menu. */
export const Tablet: Story = { globals: tablet };

/** Phone (390 px). */
export const Phone: Story = { globals: phone };

/** The company page in the shell, Company active. */
export const CompanyActive: Story = { args: { active: 'company', children: <PartnerCompany /> } };

/** Many upcoming and open jobs: the badge shows 99+. */
export const ManyJobsBadge: Story = {
  parameters: {
    msw: {
      handlers: [
        partnerJobsViewHandler({
          Upcoming: Array.from({ length: 80 }, (_, i) =>
            makePartnerJob({ id: 1000 + i, status: 20, appointments: [i % 12] }),
          ),
          Open: Array.from({ length: 40 }, (_, i) =>
            makePartnerJob({ id: 2000 + i, status: 30, appointments: [-(i % 5)] }),
          ),
          Finished: [],
        }),
      ],
    },
  },
};

/** No upcoming or open jobs: no badge. */
export const WithoutBadge: Story = {
  parameters: { msw: { handlers: [partnerJobsViewHandler(emptyPartnerJobsView)] } },
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

/**
 * A code-login session (/c/DEMO42): the server answers the job's company and only that job, so
 * the list holds the one job.
 */
export const CodeLoginSession: Story = {
  parameters: {
    msw: {
      handlers: [
        partnerUserInfoHandler(codeLoginUserInfo),
        partnerJobsViewHandler({ Upcoming: [demoCodeJob], Open: [], Finished: [] }),
      ],
    },
  },
};

/** Norwegian. */
export const Norwegian: Story = { args: { locale: 'no' }, globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { args: { locale: 'no' }, globals: { locale: 'no', ...phone } };

/** The jobs view as the badge counts it (for reference: 3 upcoming + 3 open). */
export const BadgeSix: Story = {
  parameters: { msw: { handlers: [partnerJobsViewHandler(partnerJobsView)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', {
        name: /^(Jobs, 6 upcoming or open jobs|Jobber, 6 kommende eller åpne jobber)$/,
      }),
    ).toBeInTheDocument();
  },
};
