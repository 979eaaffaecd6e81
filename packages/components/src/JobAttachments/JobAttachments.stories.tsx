import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sectionsJobId } from '../test/fixtures';
import { jobSectionsHandlers, uploadMessages } from '../test/handlers';
import { JobAttachments } from './JobAttachments';

const phone = { viewport: { value: 'phone', isRotated: false } };

/** A file of `megabytes` MB (zeros) for the upload stories; the mock uploads 2 MB a second. */
const file = (name: string, megabytes: number, type: string) =>
  new File([new Uint8Array(Math.round(megabytes * 1024 * 1024))], name, { type });

/** Chooses files in the picker (`applyAccept: false`: as when "All files" is picked, or files are dropped). */
const chooseFiles = async (canvasElement: HTMLElement, files: File[], applyAccept = true) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: /files of the job|filene til jobben/i });
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, files, { applyAccept });
};

const meta = {
  tags: ['autodocs'],
  title: 'Partner/JobReport/JobAttachments',
  component: JobAttachments,
  parameters: { layout: 'padded', msw: { handlers: jobSectionsHandlers() } },
  args: { jobId: sectionsJobId, readOnly: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five files: two photos with thumbnails (fetched through the session), a PDF, a form and a part drawing. */
export const ListWithMedia: Story = {};

/** No attachments yet: the upload area. */
export const Empty: Story = { parameters: { msw: { handlers: jobSectionsHandlers({ attachments: {} }) } } };

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: jobSectionsHandlers({ delays: { attachments: 'infinite' } }) } },
};

/** The list could not be loaded (500). */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: jobSectionsHandlers({
        errors: { attachments: { status: 500, message: 'The file store is unavailable' } },
      }),
    },
  },
};

/** A finalized job: the files only, no upload area and no delete. */
export const ReadOnly: Story = { args: { readOnly: true } };

/**
 * Two photos chosen at once: one request each, each with its own progress bar (the mock sends
 * 2 MB a second, so the 14 MB photo takes 7 s).
 */
export const UploadingTwoFiles: Story = {
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, [
      file('Gasket after replacement.jpg', 14, 'image/jpeg'),
      file('Drain valve.png', 5, 'image/png'),
    ]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar', { name: /uploading|laster opp/i })).toHaveLength(2);
  },
};

/** The server refuses a file that is too large (413): the file's error with the server's message. */
export const TooLargeFailure: Story = {
  parameters: {
    msw: {
      handlers: jobSectionsHandlers({
        errors: {
          upload: { status: 413, message: uploadMessages.tooLarge('Walkaround of the kitchen.jpg') },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, [file('Walkaround of the kitchen.jpg', 0.2, 'image/jpeg')]);
  },
};

/**
 * A chosen file over the limit and one of a type the server does not take: both refused in the
 * browser before a byte is sent (a phone's data is not spent on them); the photo beside them goes up.
 */
export const RefusedBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    await chooseFiles(
      canvasElement,
      [file('Walkaround video.jpg', 25, 'image/jpeg'), file('Service logs.zip', 0.1, 'application/zip')],
      false,
    );
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('alert')).toHaveLength(2);
  },
};

/** Deleting a file asks first. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /(delete|slett) water under the unit/i }),
    );
  },
};

/** Norwegian texts. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Phone (390 px): one column of files. */
export const Phone: Story = { globals: phone };

/** Norwegian on a phone, uploading. */
export const NorwegianPhoneUploading: Story = {
  globals: { locale: 'no', ...phone },
  play: async ({ canvasElement }) => {
    await chooseFiles(canvasElement, [file('Dørpakning etter bytte.jpg', 9, 'image/jpeg')]);
  },
};
