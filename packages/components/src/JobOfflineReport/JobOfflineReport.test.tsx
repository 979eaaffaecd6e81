import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useOfflineReportEnabled } from '@eqp/sdk/react';
import { attachments, offlineReportFileName, sectionsJobCode, sectionsJobId } from '../test/fixtures';
import { jobSectionsServer, uploadMessages } from '../test/handlers';
import { stubOpenTab } from '../test/openTab';
import { renderWithProviders } from '../test/render';
import { renderWithUploads } from '../test/uploads';
import { JobOfflineReport } from './JobOfflineReport';

const JOB = sectionsJobId;
const CODE = sectionsJobCode;
const filled = () => new File([new Uint8Array(3000)], 'Filled in.pdf', { type: 'application/pdf' });
const chooser = () => screen.getByLabelText('Upload filled-in report', { selector: 'input' });

/** Shows the offline report setting once it has arrived (in words the assertions below do not match). */
function OfflineSettingProbe() {
  const { data } = useOfflineReportEnabled();
  return <p>{data === undefined ? 'Setting loading' : `Setting ${data ? 'on' : 'off'}`}</p>;
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
});

describe('JobOfflineReport', () => {
  it('given offline reports disabled, renders nothing', async () => {
    const server = jobSectionsServer({ offlineEnabled: false });
    renderWithProviders(
      <>
        <JobOfflineReport jobId={JOB} code={CODE} readOnly={false} />
        <OfflineSettingProbe />
      </>,
      { handlers: server.handlers },
    );
    // The probe reads the same setting as the component: once it shows it, the component has it too.
    expect(await screen.findByText('Setting off')).toBeInTheDocument();
    expect(server.seen.some((r) => r.path === '/api2/partner/jobs/offlinereport-enabled')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Offline report' })).not.toBeInTheDocument();
    expect(screen.queryByText(/offline report/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('given enabled, offers the download and the upload', async () => {
    renderWithProviders(<JobOfflineReport jobId={JOB} code={CODE} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    expect(await screen.findByRole('region', { name: 'Offline report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload filled-in report' })).toBeEnabled();
    expect(chooser()).not.toHaveAttribute('multiple');
    expect(chooser()).toHaveAttribute('accept', 'application/pdf,.pdf');
  });

  it('given readOnly, offers the download only', async () => {
    renderWithProviders(<JobOfflineReport jobId={JOB} code={CODE} readOnly />, {
      handlers: jobSectionsServer().handlers,
    });
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload filled-in report' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload filled-in report')).not.toBeInTheDocument();
  });

  it("given enabled, Download PDF is a real link to the report by the job's code, saved under the server's name, never a blob: address", async () => {
    const tab = stubOpenTab();
    restore = tab.restore;
    const { client } = renderWithProviders(<JobOfflineReport jobId={JOB} code={CODE} readOnly={false} />, {
      handlers: jobSectionsServer().handlers,
    });
    const link = await screen.findByRole('link', { name: 'Download PDF' });
    // The code is the report's credential (spec §7): the address works without a token, in a new
    // tab, by a middle click or copied; the server names the file (Content-Disposition).
    expect(link).toHaveAttribute('href', `${client.baseUrl}/api2/Partner/jobs/offlinereport/${CODE}`);
    expect(link).toHaveAttribute('download', '');
    expect(link.getAttribute('href')).not.toMatch(/^blob:/);
    expect(tab.blobs).toEqual([]);
  });

  it('uploads one filled-in file with a progress bar', async () => {
    const { user, uploads } = renderWithUploads(
      <JobOfflineReport jobId={JOB} code={CODE} readOnly={false} />,
      {
        handlers: jobSectionsServer().handlers,
      },
    );
    await screen.findByRole('link', { name: 'Download PDF' });
    await user.upload(chooser(), filled());
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.path).toBe(`/api2/partner/jobs/${JOB}/offlinereport`);
    expect(uploads[0]?.files.map((f) => f.name)).toEqual(['Filled in.pdf']);
    expect(screen.getByRole('button', { name: 'Upload filled-in report' })).toBeDisabled();
    uploads[0]!.progress(1500, 3000);
    expect(screen.getByRole('progressbar', { name: 'Uploading Filled in.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await uploads[0]!.respond(201, {
      Files: [
        ...attachments,
        { Id: 7399, Name: offlineReportFileName, Link: 'attachments/4101/x', IsMedia: false, TypeId: 1 },
      ],
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Offline report uploaded. It is among the attachments now.'),
    ).toBeInTheDocument();
  });

  it("given a file the server refuses, shows the server's message", async () => {
    const { user, uploads } = renderWithUploads(
      <JobOfflineReport jobId={JOB} code={CODE} readOnly={false} />,
      {
        handlers: jobSectionsServer().handlers,
      },
    );
    await screen.findByRole('link', { name: 'Download PDF' });
    await user.upload(chooser(), filled());
    await uploads[0]!.respond(415, { Message: uploadMessages.pdfOnly });
    const uploadsList = screen.getByRole('list', { name: 'Offline report upload' });
    expect(within(uploadsList).getByRole('alert')).toHaveTextContent(uploadMessages.pdfOnly);
  });
});
