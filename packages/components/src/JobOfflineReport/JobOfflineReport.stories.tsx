import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { sectionsJobCode, sectionsJobId } from '../test/fixtures';
import { jobSectionsHandlers } from '../test/handlers';
import { JobOfflineReport } from './JobOfflineReport';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Partner/JobReport/JobOfflineReport',
  component: JobOfflineReport,
  parameters: { layout: 'padded', msw: { handlers: jobSectionsHandlers() } },
  args: { jobId: sectionsJobId, code: sectionsJobCode, readOnly: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobOfflineReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline reports enabled: download the PDF, upload the filled-in one. */
export const Enabled: Story = {};

/** Offline reports disabled on the server: the section renders nothing at all. */
export const Disabled: Story = {
  parameters: { msw: { handlers: jobSectionsHandlers({ offlineEnabled: false }) } },
};

/** A finalized job: download only. */
export const ReadOnly: Story = { args: { readOnly: true } };

/** The filled-in report on its way up (16 MB at the mock's 2 MB a second; the server then never answers). */
export const Uploading: Story = {
  parameters: { msw: { handlers: jobSectionsHandlers({ delays: { upload: 'infinite' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /download pdf|last ned pdf/i });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File([new Uint8Array(16 * 1024 * 1024)], 'Offline report S4101 filled in.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, pdf);
  },
};

/** Norwegian texts. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Phone (390 px): the buttons under each other. */
export const Phone: Story = { globals: phone };

/** Norwegian on a phone, read-only. */
export const NorwegianPhoneReadOnly: Story = {
  args: { readOnly: true },
  globals: { locale: 'no', ...phone },
};
