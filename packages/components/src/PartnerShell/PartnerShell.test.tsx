import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { usePartnerJobsView } from '@eqp/sdk/react';
import { emptyPartnerJobsView, noCompanyUserInfo, partnerJobsView } from '../test/fixtures';
import { http, HttpResponse } from 'msw';
import { api, partnerJobsViewHandler, partnerUserInfoHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { PartnerShell, partnerJobsBadgeCount, type PartnerShellProps } from './PartnerShell';

function renderShell(
  props: Partial<PartnerShellProps> = {},
  options: Parameters<typeof renderWithProviders>[1] = {},
  content: ReactNode = <h1>Page content</h1>,
) {
  const onLocaleChange = vi.fn();
  const onLogout = vi.fn();
  const result = renderWithProviders(
    <PartnerShell active="jobs" locale="en" onLocaleChange={onLocaleChange} onLogout={onLogout} {...props}>
      {content}
    </PartnerShell>,
    options,
  );
  return { ...result, onLocaleChange, onLogout };
}

/** Page content that shows when the partner jobs view has arrived (shared with the shell's badge). */
function JobsViewProbe() {
  const { data } = usePartnerJobsView();
  return <h1>{data ? `${data.Finished.length} finished jobs loaded` : 'Loading jobs'}</h1>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PartnerShell', () => {
  it('links Jobs and Company to the partner pages and marks the active one as the current page', async () => {
    renderShell({ active: 'company' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const jobs = within(nav).getByRole('link', { name: /^Jobs/ });
    expect(jobs).toHaveAttribute('href', '/partner/job/list');
    expect(jobs).not.toHaveAttribute('aria-current');
    const company = within(nav).getByRole('link', { name: 'Company' });
    expect(company).toHaveAttribute('href', '/partner/company');
    expect(company).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
  });

  it('given hrefs, links there instead', () => {
    renderShell({ hrefs: { company: '/firma' } });
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/firma');
    expect(screen.getByRole('link', { name: /^Jobs/ })).toHaveAttribute('href', '/partner/job/list');
  });

  it('given 3 upcoming, 3 open and 2 finished jobs, the Jobs badge counts 6 (upcoming plus open)', async () => {
    renderShell({}, { handlers: [partnerJobsViewHandler(partnerJobsView)] });
    expect(await screen.findByRole('link', { name: 'Jobs, 6 upcoming or open jobs' })).toBeInTheDocument();
  });

  it('given one open job only, uses the singular', async () => {
    renderShell(
      {},
      {
        handlers: [
          partnerJobsViewHandler({ Upcoming: [], Open: partnerJobsView.Open.slice(0, 1), Finished: [] }),
        ],
      },
    );
    expect(await screen.findByRole('link', { name: 'Jobs, 1 upcoming or open job' })).toBeInTheDocument();
  });

  it('given no upcoming or open jobs (only finished ones), shows no badge', async () => {
    renderShell(
      {},
      {
        handlers: [
          http.get(api('/partner/jobs/view'), () =>
            HttpResponse.json({ ...emptyPartnerJobsView, Finished: partnerJobsView.Finished }),
          ),
        ],
      },
      <JobsViewProbe />,
    );
    // The page reads the same jobs view as the shell: once it shows it, the shell has it too.
    expect(
      await screen.findByText(`${partnerJobsView.Finished.length} finished jobs loaded`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('partnerJobsBadgeCount adds upcoming and open, not finished', () => {
    expect(partnerJobsBadgeCount(partnerJobsView)).toBe(6);
    expect(partnerJobsBadgeCount(undefined)).toBe(0);
  });

  it('the account menu shows the partner user name and e-mail, and Log out calls onLogout', async () => {
    const { user, onLogout } = renderShell();
    const account = screen.getByRole('button', { name: 'My Account' });
    await waitFor(() => expect(account).toHaveTextContent('TT'));
    await user.click(account);
    const menu = screen.getByRole('menu', { name: 'My Account' });
    expect(menu).toHaveAccessibleDescription('Tore Teknikk tore.teknikk@nordvikservice.no');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('choosing Norsk in the account menu calls onLocaleChange("no")', async () => {
    const { user, onLocaleChange } = renderShell();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Norsk' }));
    expect(onLocaleChange).toHaveBeenCalledWith('no');
  });

  it('names the provider logo after the provider and links it to the job list', async () => {
    renderShell();
    expect(await screen.findByRole('link', { name: 'Nordic Service AS – job list' })).toHaveAttribute(
      'href',
      '/partner/job/list',
    );
  });

  it('given a user without a company, still shows the menu (the pages say what is missing)', async () => {
    renderShell(
      {},
      { handlers: [partnerUserInfoHandler(noCompanyUserInfo), partnerJobsViewHandler(emptyPartnerJobsView)] },
    );
    const account = screen.getByRole('button', { name: 'My Account' });
    await waitFor(() => expect(account).toHaveTextContent('NN'));
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company' })).toBeInTheDocument();
  });

  it('given Norwegian, shows the Norwegian menu and badge', async () => {
    renderShell({ locale: 'no' }, { locale: 'no' });
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(
      await within(nav).findByRole('link', { name: 'Jobber, 6 kommende eller åpne jobber' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Firma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Min konto' })).toBeInTheDocument();
  });
});
