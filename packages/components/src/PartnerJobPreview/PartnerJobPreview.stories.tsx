import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartnerShell } from '../PartnerShell';
import {
  deletedCodeJob,
  demoCodeJob,
  partnerJobsView,
  providerLogoDataUrl,
  startedCodeJob,
  type PartnerJob,
} from '../test/fixtures';
import { api, errorHandler, partnerServer } from '../test/handlers';
import { PartnerJobPreview } from './PartnerJobPreview';

const phone = { viewport: { value: 'phone', isRotated: false } };

const codeHandler = (job: PartnerJob) => http.get(api('/partner/jobs/code'), () => HttpResponse.json(job));

const meta = {
  tags: ['autodocs'],
  title: 'Partner/PartnerJobPreview',
  component: PartnerJobPreview,
  parameters: { layout: 'fullscreen' },
  args: { code: 'DEMO42', onStarted: fn(), jobHref: (id: number) => `#job-${id}`, jobListHref: '#jobs' },
} satisfies Meta<typeof PartnerJobPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not started: the summary and a Start job button. */
export const NotStarted: Story = { parameters: { msw: { handlers: [codeHandler(demoCodeJob)] } } };

/** Start job was pressed: the confirmation. */
export const StartDialog: Story = {
  parameters: { msw: { handlers: partnerServer().handlers } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /^(Start job|Start jobben)$/ }));
    await expect(await body.findByRole('dialog')).toBeInTheDocument();
  },
};

/** Started (in progress): "Open job report" instead of Start. */
export const Started: Story = { parameters: { msw: { handlers: [codeHandler(startedCodeJob)] } } };

/** Completed: the report opens read-only. */
export const Completed: Story = {
  args: { code: partnerJobsView.Finished[0]!.Code! },
  parameters: { msw: { handlers: [codeHandler(partnerJobsView.Finished[0]!)] } },
};

/** Deleted (110): "This job was deleted". */
export const Deleted: Story = { parameters: { msw: { handlers: [codeHandler(deletedCodeJob)] } } };

/** A job without contact person, address, appointments or comments. */
export const Sparse: Story = {
  parameters: {
    msw: {
      handlers: [
        codeHandler({
          ...demoCodeJob,
          CustomerPerson: null,
          CustomerDeliveryAdressStreet: null,
          CustomerDeliveryAdressZip: null,
          CustomerDeliveryAdressCity: null,
          CustomerDeliveryAdressCountry: null,
          Appointments: [],
          InverseParent: demoCodeJob.InverseParent.map((m) => ({ ...m, CustomerComment: null })),
          FirstLineComment: 'Customer asks to call 30 minutes before arrival.',
          ServiceManagerComment: 'Bring a spare door gasket (art. 40.00.094).',
        }),
      ],
    },
  },
};

/** The job is on its way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(api('/partner/jobs/code'), () => new Promise<never>(() => {}))] },
  },
};

/** The job belongs to someone else (403): the server's message. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [errorHandler('get', api('/partner/jobs/code'), 403, 'Unauthorized')] } },
};

/** A server failure (500): our own words and Try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [errorHandler('get', api('/partner/jobs/code'), 500, 'Database unavailable')] },
  },
};

/** Phone (390 px), not started. */
export const Phone: Story = { ...NotStarted, globals: phone };

/** Phone, started. */
export const PhoneStarted: Story = { ...Started, globals: phone };

/** Norwegian, not started. */
export const Norwegian: Story = { ...NotStarted, globals: { locale: 'no' } };

/** Norwegian, deleted. */
export const NorwegianDeleted: Story = { ...Deleted, globals: { locale: 'no' } };

/** In the partner shell, as the portal shows it. */
export const InShell: Story = {
  ...NotStarted,
  render: (args) => (
    <PartnerShell locale="en" onLocaleChange={fn()} onLogout={fn()} logoSrc={providerLogoDataUrl}>
      <PartnerJobPreview {...args} />
    </PartnerShell>
  ),
};
