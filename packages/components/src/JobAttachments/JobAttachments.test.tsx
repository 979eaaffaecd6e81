import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { attachments, sectionsJobId } from '../test/fixtures';
import { jobSectionsServer, uploadMessages } from '../test/handlers';
import { stubOpenTab } from '../test/openTab';
import { renderWithProviders } from '../test/render';
import { renderWithUploads } from '../test/uploads';
import { JobAttachments } from './JobAttachments';

const JOB = sectionsJobId;
const files = (label = 'Files of the job') => screen.getByRole('list', { name: label });
const chooser = () => screen.getByLabelText('Choose files', { selector: 'input' });

const photo = (name = 'Gasket after.jpg', size = 4000) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const pdf = (name = 'Inspection.pdf', size = 2000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

let restoreTab: (() => void) | undefined;
afterEach(() => {
  restoreTab?.();
  restoreTab = undefined;
  vi.useRealTimers();
});

describe('JobAttachments: the list', () => {
  it('lists the files of the job with their kinds', async () => {
    renderWithProviders(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    const items = within(await screen.findByRole('list', { name: 'Files of the job' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(attachments.length);
    expect(items[0]).toHaveTextContent('Door gasket before replacement.jpg');
    expect(items[0]).toHaveTextContent('Image');
    expect(items[2]).toHaveTextContent('PDF');
    expect(items[3]).toHaveTextContent('Form');
    expect(items[4]).toHaveTextContent('Part drawing');
    expect(screen.getByText('5 files')).toBeInTheDocument();
  });

  it('shows a thumbnail of a photo, fetched through the session', async () => {
    const tab = stubOpenTab();
    restoreTab = tab.restore;
    renderWithProviders(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    const link = await screen.findByRole('link', { name: /^Open Door gasket before replacement\.jpg, / });
    await waitFor(() => expect(link.querySelector('img')).not.toBeNull());
    expect(tab.blobs[0]?.type).toBe('image/svg+xml');
  });

  it('given a click on an attachment, opens a new tab at its signed link under its real name, never a blob: address', async () => {
    const tab = stubOpenTab();
    restoreTab = tab.restore;
    const { user } = renderWithProviders(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    const link = await screen.findByRole('link', { name: /^Open Pressure test 2025-03-11\.pdf, / });
    expect(link).toHaveAttribute(
      'href',
      expect.stringContaining('/api2/resource/?relativePath=attachments%2F4101%2F'),
    );
    await user.click(link);
    await waitFor(() =>
      expect(tab.tabs[0]?.location.href).toMatch(
        /\/api2\/files\/signed\/[^/]+\/Pressure%20test%202025-03-11\.pdf$/,
      ),
    );
    expect(tab.tabs[0]?.location.href).not.toMatch(/^blob:/);
    // The link itself now carries the signed address: a middle click or a copied link opens the file.
    expect(link.getAttribute('href')).toMatch(
      /\/api2\/files\/signed\/[^/]+\/Pressure%20test%202025-03-11\.pdf$/,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('given no files, says so', async () => {
    renderWithProviders(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer({ attachments: {} }).handlers,
    });
    expect(await screen.findByText('No attachments yet.')).toBeInTheDocument();
  });

  it('given readOnly and no files, says there are none (no "yet" on a finalized job)', async () => {
    renderWithProviders(<JobAttachments jobId={JOB} readOnly />, {
      handlers: jobSectionsServer({ attachments: {} }).handlers,
    });
    expect(await screen.findByText('No attachments.')).toBeInTheDocument();
  });

  it('given readOnly, shows the list only: no upload and no delete', async () => {
    renderWithProviders(<JobAttachments jobId={JOB} readOnly />, { handlers: jobSectionsServer().handlers });
    await screen.findByRole('list', { name: 'Files of the job' });
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose files')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});

describe('JobAttachments: uploads', () => {
  it('sends each chosen file in its own request with its own progress bar', async () => {
    const { user, uploads } = renderWithUploads(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    await user.upload(chooser(), [photo('Gasket after.jpg', 4_000_000), pdf('Inspection.pdf', 1_000_000)]);

    expect(uploads).toHaveLength(2);
    expect(uploads.map((u) => u.path)).toEqual([
      `/api2/partner/jobs/${JOB}/Attachments`,
      `/api2/partner/jobs/${JOB}/Attachments`,
    ]);
    expect(uploads.map((u) => u.files.map((f) => f.name))).toEqual([
      ['Gasket after.jpg'],
      ['Inspection.pdf'],
    ]);
    expect(uploads[0]?.headers.get('authorization')).toMatch(/^Bearer /);

    const bar = (name: string) => screen.getByRole('progressbar', { name: `Uploading ${name}` });
    expect(bar('Gasket after.jpg')).toHaveAttribute('aria-valuenow', '0');
    uploads[0]!.progress(1_000_000, 4_000_200);
    uploads[1]!.progress(750_000, 1_000_200);
    expect(bar('Gasket after.jpg')).toHaveAttribute('aria-valuenow', '25');
    expect(bar('Inspection.pdf')).toHaveAttribute('aria-valuenow', '75');
    uploads[0]!.progress(4_000_200, 4_000_200);
    expect(bar('Gasket after.jpg')).toHaveAttribute('aria-valuenow', '100');

    const added = (id: number, name: string, IsMedia: boolean) => ({
      Id: id,
      Name: name,
      Link: `attachments/${JOB}/new-${id}`,
      IsMedia,
      TypeId: 1,
    });
    await uploads[0]!.respond(201, { Files: [...attachments, added(7301, 'Gasket after.jpg', true)] });
    expect(screen.queryByRole('progressbar', { name: 'Uploading Gasket after.jpg' })).not.toBeInTheDocument();
    expect(within(files()).getByText('Gasket after.jpg')).toBeInTheDocument();
    await uploads[1]!.respond(201, {
      Files: [...attachments, added(7301, 'Gasket after.jpg', true), added(7302, 'Inspection.pdf', false)],
    });
    expect(within(files()).getAllByRole('listitem')).toHaveLength(attachments.length + 2);
    expect(await screen.findByText('2 files uploaded')).toBeInTheDocument();
  });

  it("given a file the server refuses (413), shows its error with the server's message; the others go up", async () => {
    const { user, uploads } = renderWithUploads(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    await user.upload(chooser(), [photo('Walkaround video still.jpg'), pdf('Inspection.pdf')]);
    const message = uploadMessages.tooLarge('Walkaround video still.jpg');
    await uploads[0]!.respond(413, { Message: message });
    await uploads[1]!.respond(201, { Files: attachments });

    const failed = screen.getByText('Walkaround video still.jpg').closest('li')!;
    expect(within(failed).getByRole('alert')).toHaveTextContent(`Not uploaded: ${message}`);
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
    // A refused file: no Try again, only Dismiss.
    expect(within(failed).queryByRole('button', { name: /^Try / })).not.toBeInTheDocument();
    expect(await screen.findByText('1 file uploaded')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Dismiss Walkaround video still.jpg' }));
    expect(screen.queryByText('Walkaround video still.jpg')).not.toBeInTheDocument();
  });

  it('given a file over the limit, refuses it before sending: no request, its message, no Try again', async () => {
    const { user, uploads } = renderWithUploads(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    expect(screen.getByText(/up to 20 MB each/)).toBeInTheDocument();
    const big = photo('Walkaround video still.jpg', 10);
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(chooser(), [big, pdf('Inspection.pdf')]);

    const failed = screen.getByText('Walkaround video still.jpg').closest('li')!;
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      '“Walkaround video still.jpg” is larger than 20 MB, so it was not sent.',
    );
    expect(within(failed).queryByRole('button', { name: /^Try / })).not.toBeInTheDocument();
    // Only the PDF went up.
    expect(uploads).toHaveLength(1);
    await uploads[0]!.respond(201, { Files: attachments });
    expect(await screen.findByText('1 file uploaded')).toBeInTheDocument();
  });

  it('given maxFileBytes, the hint and the check follow the figure', async () => {
    const { user, uploads } = renderWithUploads(
      <JobAttachments jobId={JOB} readOnly={false} maxFileBytes={5 * 1024 * 1024} />,
      { handlers: jobSectionsServer().handlers },
    );
    await screen.findByRole('list', { name: 'Files of the job' });
    expect(screen.getByText(/up to 5 MB each/)).toBeInTheDocument();
    await user.upload(chooser(), [pdf('Manual.pdf', 5 * 1024 * 1024 + 1)]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“Manual.pdf” is larger than 5 MB, so it was not sent.',
    );
    expect(uploads).toHaveLength(0);
  });

  it('given a dropped file of a type the server does not take, refuses it before sending', async () => {
    const { uploads } = renderWithUploads(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    const zip = new File([new Uint8Array(10)], 'Logs.zip', { type: 'application/zip' });
    const zone = screen.getByText('Drag files here to attach them').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [zip], types: ['Files'], dropEffect: 'none' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“Logs.zip” is not a photo, PDF or text file, so it was not sent.',
    );
    expect(uploads).toHaveLength(0);
  });

  it('given a refused type (415), shows the message for that file', async () => {
    const { user, uploads } = renderWithUploads(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    await user.upload(chooser(), [pdf('Manual.pdf')]);
    const message = uploadMessages.notAccepted('Manual.pdf', 'application/zip');
    await uploads[0]!.respond(415, { Message: message });
    const failed = screen.getByText('Manual.pdf').closest('li')!;
    expect(within(failed).getByRole('alert')).toHaveTextContent(message);
  });

  it('given a network failure, offers Try again, which sends the file again', async () => {
    const { user, uploads } = renderWithUploads(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    await user.upload(chooser(), [pdf('Inspection.pdf')]);
    await uploads[0]!.respond(503, { Message: 'Service unavailable' });
    await user.click(screen.getByRole('button', { name: 'Try Inspection.pdf again' }));
    expect(uploads).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Uploading Inspection.pdf' })).toBeInTheDocument();
  });

  it('cancels an upload: the request is aborted and the file leaves the list', async () => {
    const { user, uploads } = renderWithUploads(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    await user.upload(chooser(), [pdf('Inspection.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Cancel upload of Inspection.pdf' }));
    expect(uploads[0]?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('Inspection.pdf')).not.toBeInTheDocument());
  });

  it('uploads files dropped on the upload area', async () => {
    const { uploads } = renderWithUploads(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    const zone = screen.getByText('Drag files here to attach them').parentElement!;
    const dataTransfer = {
      files: [photo('A.jpg'), photo('B.jpg'), pdf('C.pdf')],
      types: ['Files'],
      dropEffect: 'none',
    };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText('Drop the files to upload them')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    expect(uploads.map((u) => u.files[0]?.name)).toEqual(['A.jpg', 'B.jpg', 'C.pdf']);
    expect(screen.getAllByRole('progressbar', { name: /^Uploading / })).toHaveLength(3);
  });

  it('through the mock server, a chosen file goes up and is listed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = jobSectionsServer();
    const { user } = renderWithProviders(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: server.handlers,
    });
    await screen.findByRole('list', { name: 'Files of the job' });
    await user.upload(chooser(), [pdf('Small.pdf', 300)]);
    // The mock upload sends its progress on the clock: a second is plenty for 300 bytes.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(within(files()).getByText('Small.pdf')).toBeInTheDocument());
    expect(server.attachments(JOB).map((f) => f.Name)).toContain('Small.pdf');
  });
});

describe('JobAttachments: delete', () => {
  it('deletes a file after the confirmation; the list is the answer', async () => {
    const server = jobSectionsServer();
    const { user } = renderWithProviders(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: server.handlers,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Water under the unit.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Water under the unit.png”?' });
    expect(dialog).toHaveTextContent('The file is removed from the job. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(files()).queryByText('Water under the unit.png')).not.toBeInTheDocument(),
    );
    expect(server.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api2/partner/jobs/${JOB}/Attachment/7202`,
    ]);
    expect(await screen.findByText('Attachment deleted')).toBeInTheDocument();
  });

  it('given Cancel, keeps the file', async () => {
    const server = jobSectionsServer();
    const { user } = renderWithProviders(<JobAttachments jobId={JOB} readOnly={false} />, {
      handlers: server.handlers,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Water under the unit.png' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(within(files()).getByText('Water under the unit.png')).toBeInTheDocument();
  });
});
