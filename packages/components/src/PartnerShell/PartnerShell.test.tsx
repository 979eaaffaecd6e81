import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { usePartnerJobCounts } from '@eqp/sdk/react';
import { emptyPartnerJobsView, noCompanyUserInfo, partnerJobsView } from '../test/fixtures';
import { http } from 'msw';
import { partnerJobsViewHandler, partnerUserInfoHandler } from '../test/handlers';
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

/** Page content that shows when the badge's counts have arrived (shared with the shell's badge). */
function CountsProbe() {
  const { data } = usePartnerJobCounts();
  return <h1>{data ? `counts loaded: ${data.Upcoming} upcoming, ${data.Open} open` : 'Loading counts'}</h1>;
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
        handlers: [partnerJobsViewHandler({ ...emptyPartnerJobsView, Finished: partnerJobsView.Finished })],
      },
      <CountsProbe />,
    );
    // The page reads the same counts as the shell: once it shows them, the shell has them too.
    expect(await screen.findByText('counts loaded: 0 upcoming, 0 open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('partnerJobsBadgeCount adds upcoming and open, not finished', () => {
    expect(partnerJobsBadgeCount(partnerJobsView)).toBe(6);
    expect(partnerJobsBadgeCount({ Upcoming: 120, Open: 282 })).toBe(402);
    expect(partnerJobsBadgeCount(undefined)).toBe(0);
  });

  it('given more jobs than a list holds, the badge counts them all from the counts, not the lists', async () => {
    const seen: string[] = [];
    const spy = http.get(/\/api2\/partner\/jobs\//, ({ request }) => {
      seen.push(new URL(request.url).pathname);
      return undefined;
    });
    renderShell(
      {},
      { handlers: [spy, partnerJobsViewHandler(partnerJobsView, undefined, { Upcoming: 120, Open: 282 })] },
    );
    expect(await screen.findByRole('link', { name: 'Jobs, 402 upcoming or open jobs' })).toBeInTheDocument();
    expect(seen).toEqual(['/api2/partner/jobs/counts']);
  });

  it('the account menu shows the partner user name and e-mail, and Log out calls onLogout', async () => {
    const { user, onLogout } = renderShell();
    const account = screen.getByRole('button', { name: 'My Account' });
    await waitFor(() => expect(account).toHaveTextContent('TT'));
    await user.click(account);
    // The menu loads on first use.
    const menu = await screen.findByRole('menu', { name: 'My Account' });
    expect(menu).toHaveAccessibleDescription('Tore Teknikk tore.teknikk@nordvikservice.no');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('choosing Norsk in the account menu calls onLocaleChange("no")', async () => {
    const { user, onLocaleChange } = renderShell();
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Norsk' }));
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
