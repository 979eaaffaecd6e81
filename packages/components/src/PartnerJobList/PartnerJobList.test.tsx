import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { emptyPartnerJobsView, noCompanyUserInfo, partnerJobsView } from '../test/fixtures';
import { http, HttpResponse } from 'msw';
import {
  api,
  partnerJobsListHandler,
  partnerJobsViewHandler,
  partnerNoCompanyHandlers,
  partnerServer,
  partnerUserInfoHandler,
} from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { PartnerJobList, type PartnerJobListProps } from './PartnerJobList';

function renderList(
  props: Partial<PartnerJobListProps> = {},
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const onOpenJob = vi.fn();
  const result = renderWithProviders(<PartnerJobList onOpenJob={onOpenJob} {...props} />, options);
  return { ...result, onOpenJob };
}

/** A `matchMedia` stub answering as a viewport `width` px wide. */
function stubViewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      } as unknown as MediaQueryList;
    }),
  );
}

/** The card (list item) of the job whose button names this customer and job. */
async function findCard(name: RegExp) {
  const button = await screen.findByRole('button', { name });
  return button.closest('li')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PartnerJobList', () => {
  it('while the lists load, shows a loading skeleton under the heading', () => {
    renderList({}, { handlers: [partnerJobsViewHandler(partnerJobsView, 'infinite')] });
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { name: 'Loading jobs…' })).toHaveLength(3);
  });

  it('on desktop, shows Upcoming, Open and Completed side by side with their counts', async () => {
    renderList();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming, 3 jobs' });
    const open = screen.getByRole('region', { name: 'Open, 3 jobs' });
    const completed = screen.getByRole('region', { name: 'Completed, 2 jobs' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(3);
    expect(within(open).getAllByRole('listitem')).toHaveLength(3);
    expect(within(completed).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('a job card shows the customer, the job, its order number and type, status, city and first appointment', async () => {
    renderList();
    const card = await findCard(/^Fjord Bakeri AS Service: Combi oven SCC 101, Dough mixer/);
    const details = within(card);
    expect(details.getByText('Order 40085 · Service')).toBeInTheDocument();
    expect(details.getByText('planned')).toBeInTheDocument();
    expect(details.getByText('Bergen')).toBeInTheDocument();
    expect(details.getByText('in 3 days', { exact: false })).toBeInTheDocument();
    // The details describe the button.
    expect(details.getByRole('button')).toHaveAccessibleDescription(
      /^Order 40085 · Service City: Bergen First appointment: \d\d\/\d\d\/\d{4} · in 3 days 08:00 AM–12:00 PM$/,
    );
  });

  it('colours the first appointment by spec §4: more than 5 days ahead primary, past disabled, otherwise warning', async () => {
    renderList();
    const appointmentOf = async (name: RegExp) =>
      (await findCard(name)).querySelector('[data-part="appointment"] > [data-colour]');
    expect(await appointmentOf(/^Nordic Foods AS Repair: Refrigerator/)).toHaveAttribute(
      'data-colour',
      'primary',
    );
    expect(await appointmentOf(/^Bakeriet Trondheim AS/)).toHaveAttribute('data-colour', 'warning');
    expect(await appointmentOf(/^Nordic Foods AS Repair: Dough mixer Diosna SP 80/)).toHaveAttribute(
      'data-colour',
      'warning',
    );
    expect(await appointmentOf(/^Nordic Foods AS Service: Combi oven Rational/)).toHaveAttribute(
      'data-colour',
      'disabled',
    );
  });

  it('a job without a city or an appointment says so', async () => {
    const job = { ...partnerJobsView.Open[0]!, Appointments: [] };
    renderList({}, { handlers: [partnerJobsViewHandler({ Upcoming: [], Open: [job], Finished: [] })] });
    const card = await findCard(/^Fjord Bakeri AS Repair: Freezer/);
    expect(within(card).getByText('No address')).toBeInTheDocument();
    expect(within(card).getByText('No appointment')).toBeInTheDocument();
  });

  it('given a started job (status above 20), activating it opens it at once, without a dialog', async () => {
    const server = partnerServer();
    const { user, onOpenJob } = renderList({}, { handlers: server.handlers });
    await user.click(
      await screen.findByRole('button', { name: /^Nordic Foods AS Service: Combi oven Rational/ }),
    );
    expect(onOpenJob).toHaveBeenCalledWith(93);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.statusCalls).toEqual([]);
  });

  it('given a job not started, activating it asks "Start job?"; Cancel closes and changes nothing', async () => {
    const server = partnerServer();
    const { user, onOpenJob } = renderList({}, { handlers: server.handlers });
    await user.click(
      await screen.findByRole('button', { name: /^Fjord Bakeri AS Service: Combi oven SCC 101/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Start job?' });
    expect(dialog).toHaveAccessibleDescription(
      'Fjord Bakeri AS – Service: Combi oven SCC 101, Dough mixer Diosna SP 120. Starting the job sets it in progress and opens the job report.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenJob).not.toHaveBeenCalled();
    expect(server.statusCalls).toEqual([]);
  });

  it('confirming the start sets the job Open, then opens it; the lists follow', async () => {
    const server = partnerServer();
    const { user, onOpenJob } = renderList({}, { handlers: server.handlers });
    await user.click(
      await screen.findByRole('button', { name: /^Fjord Bakeri AS Service: Combi oven SCC 101/ }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start job' }));
    await waitFor(() => expect(onOpenJob).toHaveBeenCalledWith(85));
    expect(server.statusCalls).toEqual([{ id: 85, status: 'Open' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Open, 4 jobs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming, 2 jobs' })).toBeInTheDocument();
  });

  it('while the start runs, the dialog is busy; a refused start keeps it open with a note', async () => {
    const server = partnerServer({ setStatusError: { status: 409, message: 'The job has been deleted' } });
    const { user, onOpenJob } = renderList({}, { handlers: server.handlers });
    await user.click(
      await screen.findByRole('button', { name: /^Fjord Bakeri AS Service: Combi oven SCC 101/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Start job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The job could not be started. Try again, or cancel.',
    );
    expect(onOpenJob).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Start job' })).toBeEnabled();
  });

  it('given empty lists, each list says it is empty', async () => {
    renderList({}, { handlers: [partnerJobsViewHandler(emptyPartnerJobsView)] });
    expect(await screen.findByRole('heading', { name: 'No upcoming jobs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No open jobs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No completed jobs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming, 0 jobs' })).toBeInTheDocument();
  });

  it('given a failed load, shows an empty page with an error title and message, and Try again reloads', async () => {
    let fail = true;
    const { user } = renderList(
      {},
      {
        handlers: [
          http.get(api('/partner/jobs/view'), () =>
            fail
              ? HttpResponse.json({ Message: 'Database unavailable' }, { status: 500 })
              : HttpResponse.json(partnerJobsView),
          ),
        ],
      },
    );
    const error = await screen.findByRole('region', { name: 'Jobs could not be loaded' });
    expect(error).toHaveTextContent('Something went wrong while loading your jobs.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Upcoming, 3 jobs' })).toBeInTheDocument();
  });

  it('given a user without a partner company, shows the no-company page with Log out', async () => {
    const onLogout = vi.fn();
    const { user } = renderList({ onLogout }, { handlers: partnerNoCompanyHandlers });
    expect(await screen.findByRole('heading', { name: 'No company on your user' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jobs' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('given a user without a company and no onLogout, Log out ends the session', async () => {
    const { user, client } = renderList({}, { handlers: [partnerUserInfoHandler(noCompanyUserInfo)] });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(client.tokenStore.get()).toBeNull();
  });

  describe('under 900 px', () => {
    it('given open jobs, shows the lists as tabs with counts and opens on Open (the current work)', async () => {
      stubViewport(390);
      renderList();
      const tabs = screen.getByRole('tablist', { name: 'Job lists' });
      const open = await within(tabs).findByRole('tab', { name: 'Open, 3 jobs' });
      await waitFor(() => expect(open).toHaveAttribute('aria-selected', 'true'));
      expect(within(tabs).getByRole('tab', { name: 'Upcoming, 3 jobs' })).toHaveAttribute(
        'aria-selected',
        'false',
      );
      expect(within(tabs).getByRole('tab', { name: 'Completed, 2 jobs' })).toBeInTheDocument();
      const panel = screen.getByRole('tabpanel', { name: 'Open, 3 jobs' });
      expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    });

    it.each([
      ['no open jobs', { Open: [] }, /^Upcoming/],
      ['only completed jobs', { Open: [], Upcoming: [] }, /^Completed/],
    ])('given %s, opens on the first list with jobs', async (_, lists, tab) => {
      stubViewport(390);
      renderList({}, { handlers: [partnerJobsViewHandler({ ...partnerJobsView, ...lists })] });
      const selected = await screen.findByRole('tab', { name: tab });
      await waitFor(() => expect(selected).toHaveAttribute('aria-selected', 'true'));
      expect(screen.getByRole('tabpanel', { name: tab })).toBeInTheDocument();
    });

    it('given a list the user chose, opens on it again later in the session', async () => {
      stubViewport(390);
      const { user, unmount } = renderList();
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'true'),
      );
      await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
      unmount();
      renderList();
      const upcoming = await screen.findByRole('tab', { name: 'Upcoming, 3 jobs' });
      expect(upcoming).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Upcoming, 3 jobs' })).toBeInTheDocument();
    });

    it('a click or the arrow keys choose another list', async () => {
      stubViewport(390);
      const onTabChange = vi.fn();
      const { user } = renderList({ onTabChange });
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: 'Open, 3 jobs' })).toHaveAttribute('aria-selected', 'true'),
      );
      await user.click(screen.getByRole('tab', { name: 'Upcoming, 3 jobs' }));
      expect(onTabChange).toHaveBeenLastCalledWith('upcoming');
      expect(screen.getByRole('tabpanel', { name: 'Upcoming, 3 jobs' })).toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Open, 3 jobs' })).toHaveFocus();
      expect(screen.getByRole('tabpanel', { name: 'Open, 3 jobs' })).toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Completed, 2 jobs' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{End}');
      await user.keyboard('{Home}');
      expect(onTabChange).toHaveBeenLastCalledWith('upcoming');
    });

    it('given a controlled tab, shows that list', async () => {
      stubViewport(390);
      renderList({ tab: 'completed' });
      expect(await screen.findByRole('tabpanel', { name: 'Completed, 2 jobs' })).toBeInTheDocument();
    });
  });

  it('given Norwegian, shows the Norwegian lists and start dialog', async () => {
    const { user } = renderList({}, { locale: 'no' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jobber' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Kommende, 3 jobber' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Åpne, 3 jobber' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fullført, 2 jobber' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Fjord Bakeri AS Service: Combi oven SCC 101/ }));
    const dialog = screen.getByRole('dialog', { name: 'Starte jobben?' });
    expect(within(dialog).getByRole('button', { name: 'Start jobben' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
  });

  it('given a list longer than the view holds, counts it all and shows more jobs on "Show more"', async () => {
    stubViewport(1280);
    const [first, ...rest] = partnerJobsView.Open;
    const { user } = renderList(
      {},
      {
        handlers: [
          partnerJobsViewHandler(
            {
              Upcoming: [],
              Open: [first!],
              Finished: [],
              NextCursors: { Upcoming: null, Open: 'open-2', Finished: null },
            },
            undefined,
            { Upcoming: 0, Open: 1 + rest.length },
          ),
          partnerJobsListHandler({
            Open: {
              'open-2': { Items: rest.slice(0, 1), NextCursor: 'open-3' },
              'open-3': { Items: rest.slice(1), NextCursor: null },
            },
          }),
        ],
      },
    );
    const column = await screen.findByRole('region', { name: `Open, ${1 + rest.length} jobs` });
    expect(await within(column).findAllByRole('listitem')).toHaveLength(1);
    await user.click(within(column).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(column).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(column).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(column).getAllByRole('listitem')).toHaveLength(1 + rest.length));
    expect(within(column).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('given more finished jobs than loaded, says "more than" (they are not counted)', async () => {
    stubViewport(1280);
    renderList(
      {},
      {
        handlers: [
          partnerJobsViewHandler({
            ...emptyPartnerJobsView,
            Finished: partnerJobsView.Finished,
            NextCursors: { Upcoming: null, Open: null, Finished: 'fin-2' },
          }),
        ],
      },
    );
    const count = partnerJobsView.Finished.length;
    const column = await screen.findByRole('region', { name: `Completed, more than ${count} jobs` });
    expect(within(column).getByText(`${count}+`)).toBeInTheDocument();
    expect(within(column).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
