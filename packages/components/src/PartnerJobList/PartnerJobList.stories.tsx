import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartnerShell } from '../PartnerShell';
import {
  emptyPartnerJobsView,
  openOnlyPartnerJobsView,
  partnerJobsView,
  providerLogoDataUrl,
} from '../test/fixtures';
import {
  partnerJobsViewErrorHandler,
  partnerJobsListHandler,
  partnerJobsViewHandler,
  partnerNoCompanyHandlers,
  partnerServer,
} from '../test/handlers';
import { PartnerJobList } from './PartnerJobList';

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Partner/PartnerJobList',
  component: PartnerJobList,
  parameters: { layout: 'fullscreen' },
  args: { onOpenJob: fn(), onTabChange: fn(), onLogout: fn() },
} satisfies Meta<typeof PartnerJobList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Three upcoming, three open and two completed jobs side by side. Appointments: more than 5 days
 * ahead blue, today to 5 days amber, past grey (spec §4).
 */
export const Filled: Story = {};

/** The lists are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [partnerJobsViewHandler(undefined, 'infinite')] } },
};

/** No jobs in any list. */
export const EmptyLists: Story = {
  parameters: { msw: { handlers: [partnerJobsViewHandler(emptyPartnerJobsView)] } },
};

/** Open jobs only: Upcoming and Completed are empty. */
export const OpenOnly: Story = {
  parameters: { msw: { handlers: [partnerJobsViewHandler(openOnlyPartnerJobsView)] } },
};

/**
 * A big partner: each list holds its first jobs only; the counts above Upcoming and Open are the
 * server's (every job), Completed says "2+" and every list offers "Show more".
 */
export const LongLists: Story = {
  parameters: {
    msw: {
      handlers: [
        partnerJobsViewHandler(
          {
            ...partnerJobsView,
            NextCursors: { Upcoming: 'upcoming-2', Open: 'open-2', Finished: 'finished-2' },
          },
          undefined,
          { Upcoming: 120, Open: 282 },
        ),
        partnerJobsListHandler({
          Upcoming: { 'upcoming-2': { Items: [], NextCursor: null } },
          Open: { 'open-2': { Items: [], NextCursor: null } },
          Finished: { 'finished-2': { Items: [], NextCursor: null } },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /show more|vis flere/i })).toHaveLength(3);
  },
};

/** The lists failed to load (500): an empty page with an error title and message (spec §8). */
export const Failed: Story = { parameters: { msw: { handlers: [partnerJobsViewErrorHandler()] } } };

/** A partner account without a company: the no-company-on-user page. */
export const NoCompany: Story = { parameters: { msw: { handlers: partnerNoCompanyHandlers } } };

const openStartDialog = async (canvasElement: HTMLElement) => {
  const body = page(canvasElement);
  await userEvent.click(
    await body.findByRole('button', { name: /^Fjord Bakeri AS Service: Combi oven SCC 101/ }),
  );
  return within(await body.findByRole('dialog'));
};

/** A job not started was activated: "Start job?" (Cancel is focused). */
export const StartDialog: Story = {
  parameters: { msw: { handlers: partnerServer().handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openStartDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: /^(Start job|Start jobben)$/ })).toBeInTheDocument();
  },
};

/** The start was confirmed and runs: the confirm button is busy. */
export const StartRunning: Story = {
  parameters: { msw: { handlers: partnerServer({ writeDelay: 'infinite' }).handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openStartDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /^(Start job|Start jobben)$/ }));
  },
};

/** The start was refused: the dialog stays with a note (the snackbar shows the server's message). */
export const StartFailed: Story = {
  parameters: {
    msw: {
      handlers: partnerServer({ setStatusError: { status: 409, message: 'The job has been deleted' } })
        .handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openStartDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /^(Start job|Start jobben)$/ }));
    await expect(await dialog.findByRole('alert')).toBeInTheDocument();
  },
};

/** Tablet (768 px): the lists as tabs. */
export const Tablet: Story = { globals: tablet };

/** Phone (390 px): a segmented tab bar with the counts; it opens on Open, the current work. */
export const Phone: Story = { globals: phone };

/** Phone, the Upcoming tab given as the first one. */
export const PhoneUpcomingTab: Story = { globals: phone, args: { defaultTab: 'upcoming' } };

/** Phone, no open jobs: it opens on the first list with jobs (Upcoming). */
export const PhoneNoOpenJobs: Story = {
  globals: phone,
  parameters: { msw: { handlers: [partnerJobsViewHandler({ ...partnerJobsView, Open: [] })] } },
};

/** Phone, empty lists. */
export const PhoneEmpty: Story = {
  ...EmptyLists,
  globals: phone,
};

/**
 * Phone: the start dialog (full screen below 600 px). The job waits under Upcoming (a phone opens on
 * Open when it has jobs).
 */
export const PhoneStartDialog: Story = {
  ...StartDialog,
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('tab', { name: /^(Upcoming|Kommende)/ }));
    const dialog = await openStartDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: /^(Start job|Start jobben)$/ })).toBeInTheDocument();
  },
};

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };

/** Norwegian start dialog. */
export const NorwegianStartDialog: Story = { ...StartDialog, globals: { locale: 'no' } };

/** In the partner shell, as the portal shows it. */
export const InShell: Story = {
  render: (args) => (
    <PartnerShell
      active="jobs"
      locale="en"
      onLocaleChange={fn()}
      onLogout={fn()}
      logoSrc={providerLogoDataUrl}
    >
      <PartnerJobList {...args} />
    </PartnerShell>
  ),
};
