import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { completedJob, openJob, partsOrderJob, waitingJob } from '../test/fixtures';
import { customerJobErrorHandler, customerJobHandler } from '../test/handlers';
import { JobDialog } from './JobDialog';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/JobDialog',
  component: JobDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), jobId: openJob.Id },
} satisfies Meta<typeof JobDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A planned repair on two machines (status 20): appointments, address, descriptions; no invoice comments. */
export const Open: Story = {};

/** Waiting (status 45, not above 49): the invoice comment the job has is still hidden. */
export const Waiting: Story = { args: { jobId: waitingJob.Id } };

/** Completed (status 50, above 49): the invoice comments of the job and of each machine show. */
export const CompletedWithInvoiceComments: Story = { args: { jobId: completedJob.Id } };

/** A part order (job type 3): the order number is S + the job Id. */
export const PartsOrder: Story = { args: { jobId: partsOrderJob.Id } };

/** The job is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [customerJobHandler(undefined, 'infinite')] } },
};

/** The job could not be loaded (spec §8): a failed state with Retry. */
export const Failed: Story = { parameters: { msw: { handlers: [customerJobErrorHandler()] } } };

/** Another organisation's job (403): the same failed state; the snackbar has the server's message. */
export const Forbidden: Story = {
  args: { jobId: 4242 },
  parameters: {
    msw: { handlers: [customerJobErrorHandler('This job belongs to another organisation.', 403)] },
  },
};

/** Phone (390 px): full screen. */
export const Phone: Story = { args: { jobId: completedJob.Id }, globals: phone };

/** Norwegian. */
export const Norwegian: Story = { args: { jobId: completedJob.Id }, globals: { locale: 'no' } };

/** Norwegian, open job on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };
