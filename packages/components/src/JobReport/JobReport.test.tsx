import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { formatDate } from '@eqp/sdk';
import { renderWithProviders } from '../test/render';
import {
  deletedReportJob,
  finalizedReportJob,
  forbiddenReportJobId,
  notStartedReportJob,
  sparseReportJob,
  startedReportJob,
} from '../test/fixtures';
import {
  api,
  jobReportServerHandlers,
  type JobReportServerOptions,
  type SeenReportWrite,
} from '../test/handlers';
import { JobReport, type JobReportProps } from './JobReport';

function renderReport(
  props: JobReportProps,
  { server = {}, locale }: { server?: JobReportServerOptions; locale?: string } = {},
) {
  const seen: SeenReportWrite[] = [];
  const jobReads: string[] = [];
  // Passes through: only records which jobs were asked for by id.
  const recordReads = http.get(api('/partner/jobs/:id'), ({ params }) => {
    jobReads.push(String(params.id));
    return undefined;
  });
  const onStarted = vi.fn();
  const onCompleted = vi.fn();
  const result = renderWithProviders(
    <JobReport onStarted={onStarted} onCompleted={onCompleted} backHref="/partner/job/list" {...props} />,
    { handlers: [recordReads, ...jobReportServerHandlers({ seen, ...server })], locale },
  );
  return { ...result, seen, jobReads, onStarted, onCompleted };
}

/** The section of one machine, by its name. */
const machine = (name: string) => screen.getByRole('region', { name });

const OVEN = startedReportJob.InverseParent[0]!.Machine.DisplayName!;
const COFFEE = startedReportJob.InverseParent[1]!.Machine.DisplayName!;

/** A fact (`dt` / `dd`) of a card. */
function fact(region: HTMLElement, label: string) {
  const term = within(region)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  if (!term) throw new Error(`No fact ${label}`);
  return term.nextElementSibling as HTMLElement;
}

async function openStarted(options: Parameters<typeof renderReport>[1] = {}) {
  const rendered = renderReport({ jobId: startedReportJob.Id }, options);
  await screen.findByRole('heading', { level: 1, name: startedReportJob.DisplayName! });
  return rendered;
}

describe('JobReport', () => {
  describe('a started job', () => {
    it('shows the title, order number, status, customer and Mark as completed', async () => {
      await openStarted();
      const details = screen.getByLabelText('Job details');
      expect(details).toHaveTextContent('in progress');
      expect(details).toHaveTextContent('Order 40233');
      expect(details).toHaveTextContent('Service');
      expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start job' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/partner/job/list');
    });

    it('shows the delivery address with a map link in a new tab, and the contact person with phone and e-mail links', async () => {
      await openStarted();
      const customer = screen.getByRole('region', { name: 'Customer' });
      expect(customer).toHaveTextContent('Nordic Foods AS');
      expect(fact(customer, 'Delivery address')).toHaveTextContent('Industriveien 120581 OsloNorway');
      const map = within(customer).getByRole('link', { name: /Show on map/ });
      expect(map).toHaveAccessibleName('Show on map (opens in a new tab)');
      expect(map).toHaveAttribute(
        'href',
        'https://www.google.com/maps/search/?api=1&query=Industriveien%2012%2C%200581%20Oslo%2C%20Norway',
      );
      expect(map).toHaveAttribute('target', '_blank');
      expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
      const contact = fact(customer, 'Contact person');
      expect(contact).toHaveTextContent('Anne Andersen');
      expect(within(contact).getByRole('link', { name: '+47 911 11 111' })).toHaveAttribute(
        'href',
        'tel:+4791111111',
      );
      expect(within(contact).getByRole('link', { name: 'anne.andersen@nordicfoods.no' })).toHaveAttribute(
        'href',
        'mailto:anne.andersen@nordicfoods.no',
      );
    });

    it('shows the first-line and service-manager comments', async () => {
      await openStarted();
      const notes = screen.getByRole('region', { name: 'Notes from the office' });
      expect(fact(notes, 'First line comment')).toHaveTextContent(startedReportJob.FirstLineComment!);
      expect(fact(notes, 'Service manager comment')).toHaveTextContent(
        startedReportJob.ServiceManagerComment!,
      );
    });

    it('lists the appointments with date, times and participants, tagged past, soon (≤ 5 days) and upcoming (> 5 days)', async () => {
      await openStarted();
      const list = within(screen.getByRole('region', { name: 'Appointments' })).getByRole('list');
      const [past, soon, later] = within(list).getAllByRole('listitem');
      const [, second, third] = startedReportJob.Appointments;
      expect(past).toHaveTextContent('Past');
      expect(past).toHaveTextContent('Tore Teknikk');
      expect(soon).toHaveTextContent(formatDate(second!.AppointmentDate));
      expect(soon).toHaveTextContent(/09:00(\s?AM)?–11:30(\s?AM)?/);
      expect(soon).toHaveTextContent('Soon');
      expect(soon).toHaveTextContent('Participants: Tore Teknikk, Siri Service');
      expect(later).toHaveTextContent(formatDate(third!.AppointmentDate));
      expect(later).toHaveTextContent('Upcoming');
      expect(later).toHaveTextContent('Siri Service');
    });

    it('shows each machine with its customer comment read-only and the technician and invoice comments editable', async () => {
      await openStarted();
      const oven = machine(OVEN);
      expect(oven).toHaveTextContent('Kitchen');
      expect(oven).toHaveTextContent('Serial no. E11SH2104551');
      expect(oven).toHaveTextContent('Leaking water under the unit when steaming.');
      expect(within(oven).queryByRole('textbox', { name: 'Customer comment' })).not.toBeInTheDocument();
      expect(within(oven).getByRole('textbox', { name: 'Technician comment' })).toHaveValue(
        'Door gasket worn at the bottom corner.',
      );
      expect(within(oven).getByRole('textbox', { name: 'Invoice comment' })).toHaveValue('');
      expect(within(machine(COFFEE)).getByText('No comment')).toBeInTheDocument();
    });

    it('given two machines, names the Counters and Order lines sections of each after its machine, so a screen reader tells them apart', async () => {
      await openStarted();
      for (const name of [OVEN, COFFEE]) {
        const section = machine(name);
        expect(within(section).getByRole('region', { name: `Counters ${name}` })).toBeInTheDocument();
        expect(within(section).getByRole('region', { name: `Order lines ${name}` })).toBeInTheDocument();
      }
    });

    it('a job with little filled in says what is missing', async () => {
      renderReport({ jobId: sparseReportJob.Id });
      expect(await screen.findByRole('heading', { level: 1, name: 'Job 4106' })).toBeInTheDocument();
      const customer = screen.getByRole('region', { name: 'Customer' });
      expect(fact(customer, 'Delivery address')).toHaveTextContent('Not specified');
      expect(within(customer).queryByRole('link', { name: /Show on map/ })).not.toBeInTheDocument();
      expect(fact(customer, 'Contact person')).toHaveTextContent('Not specified');
      expect(screen.getByRole('region', { name: 'Appointments' })).toHaveTextContent('Not scheduled yet');
      expect(screen.getByRole('region', { name: 'Machine 561' })).toBeInTheDocument();
      expect(await screen.findByText('This machine has no counters.')).toBeInTheDocument();
    });
  });

  describe('comments (spec §5 saved on blur only if changed, §8 Error saving value)', () => {
    it('leaving a comment unchanged saves nothing; a changed one is saved once with only that field', async () => {
      const { user, seen } = await openStarted();
      const technician = within(machine(OVEN)).getByRole('textbox', { name: 'Technician comment' });
      await user.click(technician);
      await user.tab();
      expect(seen).toEqual([]);

      await user.clear(technician);
      await user.type(technician, 'Replaced the door gasket.');
      await user.tab();
      expect(await within(machine(OVEN)).findByText('Saved')).toBeInTheDocument();
      expect(seen).toEqual([
        {
          method: 'PATCH',
          path: `/api2/partner/jobs/${startedReportJob.InverseParent[0]!.Id}/setComment`,
          body: { TechnicianComment: 'Replaced the door gasket.' },
        },
      ]);

      // Leaving it again without a change: no second save.
      await user.click(technician);
      await user.tab();
      expect(seen).toHaveLength(1);
    });

    it('given a 5,000-character technician comment, takes 4,000, shows the counter with the limit reached and saves those 4,000', async () => {
      const { user, seen } = await openStarted();
      const technician = within(machine(OVEN)).getByRole('textbox', { name: 'Technician comment' });
      expect(technician).toHaveAttribute('maxLength', '4000');
      await user.clear(technician);
      await user.click(technician);
      await user.paste('c'.repeat(3199));
      expect(within(machine(OVEN)).queryByText(/ \/ 4,000/)).not.toBeInTheDocument();
      await user.paste('c'.repeat(1801));
      expect(technician).toHaveValue('c'.repeat(4000));
      expect(technician).toHaveAccessibleDescription(/4,000 \/ 4,000 · Limit reached/);
      await user.tab();
      expect(await within(machine(OVEN)).findByText('Saved')).toBeInTheDocument();
      expect(seen).toMatchObject([{ body: { TechnicianComment: 'c'.repeat(4000) } }]);
    });

    it('the invoice comment is saved as InvoiceComment', async () => {
      const { user, seen } = await openStarted();
      const invoice = within(machine(COFFEE)).getByRole('textbox', { name: 'Invoice comment' });
      await user.type(invoice, 'Two hours on site.');
      await user.tab();
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]).toMatchObject({
        path: `/api2/partner/jobs/${startedReportJob.InverseParent[1]!.Id}/setComment`,
        body: { InvoiceComment: 'Two hours on site.' },
      });
    });

    it('while the save runs, says Saving…', async () => {
      const { user } = await openStarted({ server: { writeDelay: 'infinite' } });
      const technician = within(machine(OVEN)).getByRole('textbox', { name: 'Technician comment' });
      await user.type(technician, ' More.');
      await user.tab();
      expect(await within(machine(OVEN)).findByText('Saving…')).toBeInTheDocument();
    });

    it('given a failed save, shows "Error saving value" on the field and keeps the text; leaving it again retries', async () => {
      const { user, seen } = await openStarted({
        server: { commentError: { status: 500, message: 'Database down' } },
      });
      const technician = within(machine(OVEN)).getByRole('textbox', { name: 'Technician comment' });
      await user.type(technician, ' Checked.');
      await user.tab();
      expect(await within(machine(OVEN)).findByText('Error saving value')).toBeInTheDocument();
      expect(technician).toHaveAttribute('aria-invalid', 'true');
      expect(technician).toHaveAccessibleDescription(expect.stringContaining('Error saving value'));
      expect(technician).toHaveValue('Door gasket worn at the bottom corner. Checked.');
      await user.click(technician);
      await user.tab();
      await waitFor(() => expect(seen).toHaveLength(2));
    });
  });

  describe('counters (spec §5, §8: a 204 is not a failure)', () => {
    it('shows name, previous value and today’s value of each counter', async () => {
      await openStarted();
      const oven = machine(OVEN);
      const table = await within(oven).findByRole('table', { name: 'Counters' });
      const rows = within(table).getAllByRole('row');
      expect(rows[0]).toHaveTextContent('CounterPrevious valueToday’s value');
      expect(within(rows[1]!).getByRole('rowheader', { name: 'Operating hours' })).toBeInTheDocument();
      expect(rows[1]).toHaveTextContent('4,453');
      expect(within(rows[1]!).getByRole('textbox', { name: 'Today’s value, Operating hours' })).toHaveValue(
        '',
      );
      expect(
        within(rows[2]!).getByRole('textbox', { name: 'Today’s value, Steam generator hours' }),
      ).toHaveValue('2291.5');
      const coffee = await within(machine(COFFEE)).findByRole('table', { name: 'Counters' });
      expect(within(coffee).getAllByRole('row')[2]).toHaveTextContent('None');
    });

    it('leaving a counter unchanged saves nothing; a changed value is put with the counter', async () => {
      const { user, seen } = await openStarted();
      const hours = await within(machine(OVEN)).findByRole('textbox', {
        name: 'Today’s value, Operating hours',
      });
      await user.click(hours);
      await user.tab();
      const steam = within(machine(OVEN)).getByRole('textbox', {
        name: 'Today’s value, Steam generator hours',
      });
      await user.click(steam);
      await user.tab();
      expect(seen).toEqual([]);

      await user.type(hours, '4480');
      await user.tab();
      expect(await within(machine(OVEN)).findByText('Saved')).toBeInTheDocument();
      expect(seen).toEqual([
        {
          method: 'PUT',
          path: '/api2/partner/machinecounter/',
          body: { Id: 61, Name: 'Operating hours', Value: 4480, LastValue: 4453 },
        },
      ]);
      await user.click(hours);
      await user.tab();
      expect(seen).toHaveLength(1);
    });

    it('an emptied counter is not saved and shows its saved value again', async () => {
      const { user, seen } = await openStarted();
      const steam = await within(machine(OVEN)).findByRole('textbox', {
        name: 'Today’s value, Steam generator hours',
      });
      await user.clear(steam);
      await user.tab();
      expect(steam).toHaveValue('2291.5');
      expect(seen).toEqual([]);
    });

    it.each([
      ['en', '2300,75'],
      ['en', '2300.75'],
      ['no', '2300,75'],
      ['no', '2300.75'],
    ])(
      'given the %s portal, when %s is typed, saves 2300.75 (a comma or a point is the decimal separator)',
      async (locale, typed) => {
        const { user, seen } = await openStarted({ locale });
        const label =
          locale === 'no' ? 'Dagens verdi, Steam generator hours' : 'Today’s value, Steam generator hours';
        const steam = await within(machine(OVEN)).findByRole('textbox', { name: label });
        await user.clear(steam);
        await user.type(steam, typed);
        await user.tab();
        expect(
          await within(machine(OVEN)).findByText(locale === 'no' ? 'Lagret' : 'Saved'),
        ).toBeInTheDocument();
        expect(seen).toEqual([
          expect.objectContaining({
            path: '/api2/partner/machinecounter/',
            body: expect.objectContaining({ Value: 2300.75 }),
          }),
        ]);
      },
    );

    it('given the Norwegian portal, shows a saved decimal value with a decimal comma', async () => {
      await openStarted({ locale: 'no' });
      const steam = await within(machine(OVEN)).findByRole('textbox', {
        name: 'Dagens verdi, Steam generator hours',
      });
      expect(steam).toHaveValue('2291,5');
    });

    it.each(['12,345', '12.5.1', '1,234.5', 'abc', '-5'])(
      'when %s is typed, saves nothing and says which numbers are accepted',
      async (typed) => {
        const { user, seen } = await openStarted();
        const hours = await within(machine(OVEN)).findByRole('textbox', {
          name: 'Today’s value, Operating hours',
        });
        await user.type(hours, typed);
        await user.tab();
        const message = 'Enter a number of 0 or more, with at most 2 decimals (for example 12.5).';
        expect(hours).toHaveAccessibleDescription(message);
        expect(hours).toHaveAttribute('aria-invalid', 'true');
        expect(hours).toHaveValue(typed);
        expect(seen).toEqual([]);
      },
    );

    it('given a 204 answer, the counter is saved without an error', async () => {
      const { user } = await openStarted({ server: { counterAnswer: { status: 204 } } });
      const hours = await within(machine(OVEN)).findByRole('textbox', {
        name: 'Today’s value, Operating hours',
      });
      await user.type(hours, '4480');
      await user.tab();
      expect(await within(machine(OVEN)).findByText('Saved')).toBeInTheDocument();
      expect(within(machine(OVEN)).queryByText(/Error saving value/)).not.toBeInTheDocument();
      expect(hours).not.toHaveAttribute('aria-invalid');
    });

    it('given a server error, shows "Error saving value"', async () => {
      const { user } = await openStarted({
        server: { counterAnswer: { status: 500, message: 'Database down' } },
      });
      const hours = await within(machine(OVEN)).findByRole('textbox', {
        name: 'Today’s value, Operating hours',
      });
      await user.type(hours, '4480');
      await user.tab();
      expect(await within(machine(OVEN)).findByText('Error saving value')).toBeInTheDocument();
      expect(hours).toHaveAttribute('aria-invalid', 'true');
      expect(hours).toHaveValue('4480');
    });

    it('given a refused value (400), shows "Error saving value" with the server’s reason', async () => {
      const reason = 'Value must not be below the previous value (4453)';
      const { user } = await openStarted({ server: { counterAnswer: { status: 400, message: reason } } });
      const hours = await within(machine(OVEN)).findByRole('textbox', {
        name: 'Today’s value, Operating hours',
      });
      await user.type(hours, '10');
      await user.tab();
      expect(await within(machine(OVEN)).findByText(`Error saving value: ${reason}`)).toBeInTheDocument();
      expect(hours).toHaveAccessibleDescription(`Error saving value: ${reason}`);
    });
  });

  describe('start and complete (spec §4, each confirmed)', () => {
    it('Mark as completed asks first; Cancel changes nothing', async () => {
      const { user, seen, onCompleted } = await openStarted();
      await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
      const dialog = await screen.findByRole('dialog', { name: 'Mark the job as completed?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(seen).toEqual([]);
      expect(onCompleted).not.toHaveBeenCalled();
    });

    it('confirmed, sets the status Completed, reloads the job and shows it read-only', async () => {
      const { user, seen, onCompleted } = await openStarted();
      await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
      const dialog = await screen.findByRole('dialog', { name: 'Mark the job as completed?' });
      await user.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
      expect(
        await screen.findByText('This job is finalized. The job report is read-only.'),
      ).toBeInTheDocument();
      expect(seen).toEqual([
        {
          method: 'PATCH',
          path: `/api2/partner/jobs/${startedReportJob.Id}/setStatus/Completed`,
          body: null,
        },
      ]);
      expect(onCompleted).toHaveBeenCalledWith(expect.objectContaining({ Id: startedReportJob.Id }));
      expect(screen.getByLabelText('Job details')).toHaveTextContent('completed');
      expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
      expect(screen.queryAllByRole('textbox')).toEqual([]);
    });
  });

  describe('read-only from status 50 (spec §4)', () => {
    it('shows comments and counters as text, with no buttons or inputs', async () => {
      renderReport({ jobId: finalizedReportJob.Id });
      await screen.findByRole('heading', { level: 1, name: finalizedReportJob.DisplayName! });
      expect(screen.getByText('This job is finalized. The job report is read-only.')).toBeInTheDocument();
      expect(screen.getByLabelText('Job details')).toHaveTextContent(
        `Completed ${formatDate(finalizedReportJob.CompletedDate!)}`,
      );
      const oven = machine(OVEN);
      expect(oven).toHaveTextContent(finalizedReportJob.InverseParent[0]!.TechnicianComment!);
      expect(oven).toHaveTextContent(finalizedReportJob.InverseParent[0]!.InvoiceComment!);
      const table = await within(oven).findByRole('table', { name: 'Counters' });
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2,291.5');
      expect(screen.queryAllByRole('textbox')).toEqual([]);
      expect(screen.queryAllByRole('spinbutton')).toEqual([]);
      // No Start, no Mark as completed; what buttons remain are the sections' downloads.
      expect(screen.queryByRole('button', { name: /Start|Mark as completed/ })).not.toBeInTheDocument();
      for (const button of screen.queryAllByRole('button')) {
        expect(button).toHaveAccessibleName(/Download|Open|Show|Preview/);
      }
    });
  });

  describe('instead of the report (spec §4 loading a job)', () => {
    it('a deleted job (110) shows the job-was-deleted page', async () => {
      renderReport({ jobId: deletedReportJob.Id });
      // The page's only h1: the state stands in for the report and its title.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This job was deleted' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to jobs' })).toBeInTheDocument();
    });

    it('a 403 shows the unauthorized page with a link to the partner portal', async () => {
      renderReport({ jobId: forbiddenReportJobId, partnerPortalHref: '/partner' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the partner portal' })).toHaveAttribute(
        'href',
        '/partner',
      );
    });

    it('a 409 shows the job-not-started page; Start, confirmed, sets Open and shows the job', async () => {
      const { user, seen, onStarted } = renderReport({ jobId: notStartedReportJob.Id });
      expect(
        await screen.findByRole('heading', { name: 'This job has not been started' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Start job' }));
      const dialog = await screen.findByRole('dialog', { name: 'Start job?' });
      await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: notStartedReportJob.DisplayName! }),
      ).toBeInTheDocument();
      expect(seen).toEqual([
        { method: 'PATCH', path: `/api2/partner/jobs/${notStartedReportJob.Id}/setStatus/Open`, body: null },
      ]);
      expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ Id: notStartedReportJob.Id }));
      expect(screen.getByLabelText('Job details')).toHaveTextContent('in progress');
      expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    });

    it('other failures show the loading-error page whose Try again loads the job', async () => {
      const server = { jobError: { status: 500, message: 'Timeout' } };
      renderReport({ jobId: startedReportJob.Id }, { server });
      expect(await screen.findByRole('heading', { name: 'The job could not be loaded' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('a 404 is a loading error too', async () => {
      renderReport({ jobId: 999 });
      expect(await screen.findByRole('heading', { name: 'The job could not be loaded' })).toBeInTheDocument();
    });

    it('while the job loads, says it is loading', async () => {
      renderReport({ jobId: startedReportJob.Id }, { server: { jobDelay: 'infinite' } });
      expect(
        (await screen.findAllByRole('progressbar', { name: 'Loading the job…' })).length,
      ).toBeGreaterThan(0);
    });
  });

  describe('by code', () => {
    it('finds the job through its code; a job not started shows the not-started page without asking by id', async () => {
      const { user, jobReads } = renderReport({ code: 'DEMO42' });
      expect(
        await screen.findByRole('heading', { name: 'This job has not been started' }),
      ).toBeInTheDocument();
      expect(jobReads.filter((id) => id === String(notStartedReportJob.Id))).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Start job' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Start job?' })).getByRole('button', {
          name: 'Start job',
        }),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: notStartedReportJob.DisplayName! }),
      ).toBeInTheDocument();
    });

    it('a started job by code shows the report', async () => {
      renderReport({ code: startedReportJob.Code! });
      expect(
        await screen.findByRole('heading', { level: 1, name: startedReportJob.DisplayName! }),
      ).toBeInTheDocument();
    });
  });

  it('without a back link, onBack gives a Back to jobs button', async () => {
    const onBack = vi.fn();
    const { user } = renderReport({ jobId: startedReportJob.Id, backHref: undefined, onBack });
    await user.click(await screen.findByRole('button', { name: 'Back to jobs' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('given Norwegian, shows Norwegian labels', async () => {
    renderReport({ jobId: startedReportJob.Id }, { locale: 'no' });
    await screen.findByRole('heading', { level: 1, name: startedReportJob.DisplayName! });
    expect(screen.getByRole('button', { name: 'Merk som fullført' })).toBeInTheDocument();
    expect(within(machine(OVEN)).getByRole('textbox', { name: 'Teknikerkommentar' })).toBeInTheDocument();
  });
});
