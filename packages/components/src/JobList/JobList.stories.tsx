import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerShell } from '../CustomerShell';
import { MachineCostChart } from '../MachineCostChart';
import { fewJobs, jobPage, makeJobs, plainUserInfo, providerLogoDataUrl } from '../test/fixtures';
import {
  api,
  jobsEmptyHandler,
  jobsErrorHandler,
  jobsHandler,
  jobsSlowHandler,
  userInfoHandler,
} from '../test/handlers';
import { JobList } from './JobList';

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/JobList',
  component: JobList,
  parameters: { layout: 'fullscreen' },
  args: {
    // Stories stay on the page: the host decides where a job opens.
    jobHref: (id: number) => `#job-${id}`,
    onOrderService: fn(),
    onStatusChange: fn(),
  },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 64 jobs, newest first: the first 50, the rest on scroll or with Load more. */
export const Filled: Story = {};

/** A short list (one page). */
export const Few: Story = { parameters: { msw: { handlers: [jobsHandler(fewJobs)] } } };

/** Only the open jobs (status 30 or below). */
export const OpenJobs: Story = { args: { defaultStatus: 'open' } };

/** Only the closed jobs (history: status above 30 up to 100). */
export const ClosedJobs: Story = { args: { defaultStatus: 'closed' } };

/** The first page is on its way. */
export const Loading: Story = { parameters: { msw: { handlers: [jobsSlowHandler('infinite')] } } };

/** No jobs yet: the empty state offers to order service. */
export const Empty: Story = { parameters: { msw: { handlers: [jobsEmptyHandler()] } } };

/** The Open filter finds nothing: the empty state offers all jobs. */
export const EmptyOpen: Story = {
  args: { defaultStatus: 'open' },
  parameters: { msw: { handlers: [jobsHandler(makeJobs(20).filter((job) => job.StatusId > 30))] } },
};

/** The list call failed (500): an empty list (spec §8) with a failed state and Retry. */
export const Failed: Story = { parameters: { msw: { handlers: [jobsErrorHandler()] } } };

/** The second page failed: the first 50 stay, the end of the list offers Retry. */
export const LaterPageFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(api('/customer/jobs/filtered'), ({ request }) =>
          new URL(request.url).searchParams.get('Cursor') !== null
            ? HttpResponse.json({ Message: 'The request timed out.' }, { status: 500 })
            : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /load more|last inn flere/i }));
    await expect(await canvas.findByRole('button', { name: /retry|prøv igjen/i })).toBeInTheDocument();
  },
};

/** More jobs than the server counts (it stops at 1,000): the count says "1,000+ jobs". */
export const ManyJobs: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(api('/customer/jobs/filtered'), () =>
          HttpResponse.json({
            ...jobPage(makeJobs(50), 1),
            TotalCount: 1000,
            TotalCountCapped: true,
            NextCursor: 'at50',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/1,000\+ jobs|1\s000\+ jobber/)).toBeInTheDocument();
  },
};

/** Every page loaded: the end of the list says so. */
export const AllLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /load more|last inn flere/i }));
    await expect(await canvas.findByText(/all 64 jobs shown|alle 64 jobber vises/i)).toBeInTheDocument();
  },
};

/** With the cost graph between the heading and the list, as the portal's job page shows it. */
export const WithCostGraph: Story = { args: { summary: <MachineCostChart /> } };

/** Without prices the graph is not there at all. */
export const WithoutPrices: Story = {
  args: { summary: <MachineCostChart /> },
  parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } },
};

/** Phone (390 px): the rows become stacked cards; no horizontal scrolling. */
export const Phone: Story = { args: { summary: <MachineCostChart /> }, globals: phone };

/** Phone, empty. */
export const PhoneEmpty: Story = { ...Empty, globals: phone };

/** Tablet (768 px). */
export const Tablet: Story = { globals: tablet };

/** Norwegian texts and status names. */
export const Norwegian: Story = { args: { summary: <MachineCostChart /> }, globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };

/** As the portal mounts it: inside the customer shell (footer hidden), with the cost graph. */
export const InCustomerShell: Story = {
  render: (args) => (
    <CustomerShell
      active="history"
      locale="en"
      onLocaleChange={fn()}
      onLogout={fn()}
      cartCount={2}
      hideFooter
      logoSrc={providerLogoDataUrl}
    >
      <JobList {...args} summary={<MachineCostChart />} />
    </CustomerShell>
  ),
};

/** Inside the shell on a phone: top bar, cards, bottom bar. */
export const InCustomerShellPhone: Story = { ...InCustomerShell, globals: phone };
