import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { deletedCodeJob, demoCodeJob, partnerJobsView, startedCodeJob } from '../test/fixtures';
import { api, errorHandler, partnerServer } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { PartnerJobPreview, type PartnerJobPreviewProps } from './PartnerJobPreview';

const codeHandler = (job: typeof demoCodeJob) =>
  http.get(api('/partner/jobs/code'), () => HttpResponse.json(job));

function renderPreview(
  props: Partial<PartnerJobPreviewProps> = {},
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const onStarted = vi.fn();
  const result = renderWithProviders(
    <PartnerJobPreview code="DEMO42" onStarted={onStarted} {...props} />,
    options,
  );
  return { ...result, onStarted };
}

describe('PartnerJobPreview', () => {
  it('while the job loads, shows a loading skeleton', () => {
    renderPreview({}, { handlers: [http.get(api('/partner/jobs/code'), () => new Promise(() => {}))] });
    expect(screen.getAllByRole('progressbar', { name: 'Loading job…' }).length).toBeGreaterThan(0);
  });

  it('asks for the job of the code and shows a read-only summary', async () => {
    const seen: string[] = [];
    renderPreview(
      { code: 'DEMO42' },
      {
        handlers: [
          http.get(api('/partner/jobs/code'), ({ request }) => {
            seen.push(new URL(request.url).searchParams.get('code') ?? '');
            return HttpResponse.json(demoCodeJob);
          }),
        ],
      },
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Service: Combi oven SCC 101, Dough mixer Diosna SP 120',
    });
    expect(heading).toBeInTheDocument();
    expect(seen).toEqual(['DEMO42']);
    expect(screen.getByText('Job code DEMO42')).toBeInTheDocument();
    expect(screen.getByText('planned')).toBeInTheDocument();
    expect(screen.getByText('Order 40085 · Service')).toBeInTheDocument();

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Fjord Bakeri AS');
    expect(customer).toHaveTextContent('Contact person: Anne Andersen');
    expect(within(customer).getByRole('link', { name: '+47 911 11 111' })).toHaveAttribute(
      'href',
      'tel:+4791111111',
    );
    expect(within(customer).getByRole('link', { name: 'anne.andersen@fjordbakeri.no' })).toHaveAttribute(
      'href',
      'mailto:anne.andersen@fjordbakeri.no',
    );
    expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent('Bryggen 125003 BergenNorway');
    const appointments = screen.getByRole('region', { name: 'Appointments' });
    expect(within(appointments).getAllByRole('listitem')).toHaveLength(1);
    expect(appointments).toHaveTextContent('in 3 days');
    expect(appointments).toHaveTextContent('Technicians: Tore Teknikk');
    expect(appointments.querySelector('[data-colour]')).toHaveAttribute('data-colour', 'warning');

    const machines = screen.getByRole('region', { name: 'Equipment' });
    const items = within(machines).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Combi oven SCC 101');
    expect(items[0]).toHaveTextContent('Bakery · Serial no. E11SH2104551');
    expect(items[0]).toHaveTextContent('Customer comment' + 'Leaking water under the unit.');
    expect(items[1]).toHaveTextContent('Makes a grinding noise at high speed.');
    // Read-only: nothing to type in.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('given a job not started, Start job asks first; Cancel changes nothing', async () => {
    const server = partnerServer();
    const { user, onStarted } = renderPreview({}, { handlers: server.handlers });
    expect(
      await screen.findByText('This job is not started yet. Start it to fill in the job report.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open job report' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start job' }));
    const dialog = screen.getByRole('dialog', { name: 'Start job?' });
    expect(dialog).toHaveAccessibleDescription(
      'Fjord Bakeri AS – Service: Combi oven SCC 101, Dough mixer Diosna SP 120. Starting the job sets it in progress and opens the job report.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.statusCalls).toEqual([]);
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('confirming the start sets the job Open, then calls onStarted with its id', async () => {
    const server = partnerServer();
    const { user, onStarted } = renderPreview({}, { handlers: server.handlers });
    await user.click(await screen.findByRole('button', { name: 'Start job' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start job' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(85));
    expect(server.statusCalls).toEqual([{ id: 85, status: 'Open' }]);
    expect(server.job(85)?.StatusId).toBe(30);
    // The preview follows: the job is started now.
    expect(await screen.findByRole('link', { name: 'Open job report' })).toHaveAttribute(
      'href',
      '/partner/job/85',
    );
  });

  it('a refused start keeps the dialog open with a note', async () => {
    const server = partnerServer({ setStatusError: { status: 403, message: 'Unauthorized' } });
    const { user, onStarted } = renderPreview({}, { handlers: server.handlers });
    await user.click(await screen.findByRole('button', { name: 'Start job' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The job could not be started.');
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('given a started job (status above 20), offers "Open job report" instead of Start', async () => {
    renderPreview({ jobHref: (id) => `/report/${id}` }, { handlers: [codeHandler(startedCodeJob)] });
    expect(await screen.findByRole('link', { name: 'Open job report' })).toHaveAttribute(
      'href',
      '/report/85',
    );
    expect(screen.queryByRole('button', { name: 'Start job' })).not.toBeInTheDocument();
    expect(screen.getByText(/This job is started\./)).toBeInTheDocument();
  });

  it('given a completed job, says its report is read-only', async () => {
    renderPreview({}, { handlers: [codeHandler(partnerJobsView.Finished[0]!)] });
    expect(await screen.findByText(/This job is completed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open job report' })).toHaveAttribute('href', '/partner/job/98');
  });

  it('given a deleted job (110), says it was deleted and links to the job list', async () => {
    renderPreview({}, { handlers: [codeHandler(deletedCodeJob)] });
    expect(await screen.findByRole('heading', { name: 'This job was deleted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the job list' })).toHaveAttribute(
      'href',
      '/partner/job/list',
    );
    expect(screen.queryByRole('button', { name: 'Start job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open job report' })).not.toBeInTheDocument();
  });

  it("given a code the user may not open (403), shows the server's message", async () => {
    renderPreview({}, { handlers: [errorHandler('get', api('/partner/jobs/code'), 403, 'Unauthorized')] });
    const error = await screen.findByRole('region', { name: 'The job could not be loaded' });
    expect(error).toHaveTextContent('Unauthorized');
    expect(within(error).getByRole('link', { name: 'Go to the job list' })).toBeInTheDocument();
  });

  it('given a server failure, explains it in its own words and offers Try again', async () => {
    let fail = true;
    const { user } = renderPreview(
      {},
      {
        handlers: [
          http.get(api('/partner/jobs/code'), () =>
            fail ? HttpResponse.json({ Message: 'boom' }, { status: 500 }) : HttpResponse.json(demoCodeJob),
          ),
        ],
      },
    );
    const error = await screen.findByRole('region', { name: 'The job could not be loaded' });
    expect(error).toHaveTextContent('Something went wrong while loading the job.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start job' })).toBeInTheDocument();
  });

  it('given Norwegian, shows the Norwegian texts', async () => {
    renderPreview({}, { locale: 'no' });
    expect(await screen.findByRole('button', { name: 'Start jobben' })).toBeInTheDocument();
    expect(screen.getByText('Jobbkode DEMO42')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Utstyr' })).toHaveTextContent('Kundens kommentar');
  });
});
