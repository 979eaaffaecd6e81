import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate } from '@eqp/sdk';
import { renderWithProviders } from '../test/render';
import { completedJob, makeJob, openJob, partsOrderJob, waitingJob } from '../test/fixtures';
import { api, customerJobErrorHandler, customerJobHandler } from '../test/handlers';
import { JobDialog } from './JobDialog';

function renderJob(jobId: number, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const onClose = vi.fn();
  return { onClose, ...renderWithProviders(<JobDialog jobId={jobId} open onClose={onClose} />, options) };
}

/** The value of a fact (`dt` / `dd`) in the job's details. */
function fact(label: string) {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  if (!term) throw new Error(`No fact ${label}`);
  return term.nextElementSibling as HTMLElement;
}

/** The machine sub-jobs, by their heading. */
const machineCards = () =>
  within(screen.getByRole('region', { name: /^Equipment/ })).getAllByRole('listitem');

describe('JobDialog', () => {
  it('shows the order number, type, status, priority, created date, appointments, address and comment', async () => {
    renderJob(openJob.Id);
    const dialog = await screen.findByRole('dialog', { name: 'Order 40230' });
    expect(dialog).toHaveAccessibleDescription(openJob.DisplayName!);
    expect(fact('Order no.')).toHaveTextContent('40230');
    expect(fact('Type')).toHaveTextContent('Repair');
    expect(fact('Status')).toHaveTextContent('planned');
    expect(fact('Priority')).toHaveTextContent('High');
    expect(fact('Created')).toHaveTextContent(formatDate(openJob.CreatedDate));
    const appointments = within(fact('Scheduled')).getAllByRole('listitem');
    expect(appointments).toHaveLength(2);
    expect(appointments[0]).toHaveTextContent(
      new RegExp(`^${formatDate('2025-11-24T07:00:00.000Z')} at \\d{1,2}:\\d\\d( [AP]M)?$`),
    );
    expect(fact('Delivery address')).toHaveTextContent('Bryggen 125003 BergenNorway');
    expect(fact('Customer comment')).toHaveTextContent(openJob.CustomerComment!);
  });

  it('shows every machine with its error description; no invoice comment at status 49 or below', async () => {
    renderJob(openJob.Id);
    await screen.findByRole('dialog', { name: 'Order 40230' });
    expect(screen.getByRole('heading', { name: 'Equipment (2)' })).toBeInTheDocument();
    const [first, second] = machineCards();
    expect(
      within(first!).getByRole('heading', { name: openJob.InverseParent[0]!.Machine.DisplayName! }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent(openJob.InverseParent[0]!.CustomerComment!);
    expect(first).toHaveTextContent(`Serial no. ${openJob.InverseParent[0]!.Machine.SerialNumber}`);
    expect(second).toHaveTextContent(openJob.InverseParent[1]!.CustomerComment!);
    // The fixture has an invoice comment on the first machine: hidden at status 20.
    expect(screen.queryByText('Invoice comment')).not.toBeInTheDocument();
    expect(screen.queryByText(openJob.InverseParent[0]!.InvoiceComment!)).not.toBeInTheDocument();
  });

  it('at status 45 still hides the invoice comments', async () => {
    renderJob(waitingJob.Id);
    await screen.findByRole('dialog', { name: `Order ${waitingJob.OrderId}` });
    expect(fact('Status')).toHaveTextContent('waiting');
    expect(screen.queryByText(waitingJob.InverseParent[0]!.InvoiceComment!)).not.toBeInTheDocument();
  });

  it('above status 49 shows the invoice comment of the job and of each machine', async () => {
    renderJob(completedJob.Id);
    await screen.findByRole('dialog', { name: 'Order 40188' });
    expect(fact('Status')).toHaveTextContent('completed');
    expect(fact('Invoice comment')).toHaveTextContent(completedJob.InvoiceComment!);
    const [first, second] = machineCards();
    expect(within(first!).getByText('Invoice comment')).toBeInTheDocument();
    expect(first).toHaveTextContent(completedJob.InverseParent[0]!.InvoiceComment!);
    expect(second).toHaveTextContent(completedJob.InverseParent[1]!.InvoiceComment!);
  });

  it('names a part order (job type 3) S plus its Id', async () => {
    renderJob(partsOrderJob.Id);
    expect(await screen.findByRole('dialog', { name: 'Order S7104' })).toBeInTheDocument();
    expect(fact('Order no.')).toHaveTextContent('S7104');
    // A machine without a description says so.
    expect(machineCards()[0]).toHaveTextContent('No description given');
    expect(fact('Scheduled')).toHaveTextContent('Not scheduled yet');
  });

  it('names a new job without an order number yet by its Id', async () => {
    const fresh = makeJob(0, { Id: 9001, OrderId: null, JobTypeId: 1, JobTypeName: 'Service' });
    renderJob(fresh.Id, { handlers: [customerJobHandler([fresh])] });
    expect(await screen.findByRole('dialog', { name: 'Job 9001' })).toBeInTheDocument();
    expect(fact('Order no.')).toHaveTextContent('Job 9001');
  });

  it('while the job loads, says it is loading', async () => {
    renderJob(openJob.Id, { handlers: [customerJobHandler(undefined, 'infinite')] });
    const dialog = await screen.findByRole('dialog', { name: 'Order' });
    expect(within(dialog).getAllByRole('progressbar', { name: 'Loading the job…' }).length).toBeGreaterThan(
      0,
    );
  });

  it('given a load error, shows a failed state whose Retry loads the job', async () => {
    let calls = 0;
    const failOnce = http.get(api('/customer/jobs/:jobId'), ({ params }) => {
      if (params.jobId !== String(openJob.Id)) return undefined;
      calls += 1;
      return calls === 1 ? HttpResponse.json({ Message: 'Timeout' }, { status: 500 }) : undefined;
    });
    const { user } = renderJob(openJob.Id, { handlers: [failOnce] });
    const dialog = await screen.findByRole('dialog', { name: 'Order' });
    expect(
      await within(dialog).findByRole('heading', { name: 'The job could not be loaded.' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Order 40230' })).toBeInTheDocument();
  });

  it('given a job of another organisation (403), shows the failed state', async () => {
    renderJob(4242, {
      handlers: [customerJobErrorHandler('This job belongs to another organisation.', 403)],
    });
    expect(await screen.findByRole('heading', { name: 'The job could not be loaded.' })).toBeInTheDocument();
  });

  it('Close and Escape ask to close', async () => {
    const { user, onClose } = renderJob(openJob.Id);
    const dialog = await screen.findByRole('dialog', { name: 'Order 40230' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('given Norwegian, shows Norwegian labels and status', async () => {
    renderJob(completedJob.Id, { locale: 'no' });
    expect(await screen.findByRole('dialog', { name: 'Ordre 40188' })).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('fullført');
    expect(fact('Fakturakommentar')).toHaveTextContent(completedJob.InvoiceComment!);
  });
});
