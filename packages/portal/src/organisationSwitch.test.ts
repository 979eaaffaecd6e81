// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { afterOrganisationSwitch, followOrganisationSwitch } from './organisationSwitch';

describe('after switching organisation (spec §4)', () => {
  it.each([
    '/customer',
    '/customer/',
    '/customer/-',
    '/customer/machines',
    '/customer/machines/list',
    '/customer/jobs',
    '/customer/jobs/',
    '/customer/jobs/4711',
    '/customer/organization',
  ])('on %s the page reloads', (path) => {
    expect(afterOrganisationSwitch(path)).toBe('reload');
  });

  it.each([
    '/customer/machines/1001',
    '/customer/machines/1001/general',
    '/customer/machines/1001/parts/GA-1234',
    '/customer/shop/cart',
    '/customer/shop',
    '/customer/jobsx',
    '/customer/organizations',
  ])('on %s the portal goes to the dashboard', (path) => {
    expect(afterOrganisationSwitch(path)).toBe('dashboard');
  });

  it('follows the rule on the given location', () => {
    const reload = vi.fn();
    const assign = vi.fn();
    followOrganisationSwitch({ pathname: '/customer/jobs/12', reload, assign });
    expect(reload).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
    followOrganisationSwitch({ pathname: '/customer/machines/1001/service', reload, assign });
    expect(assign).toHaveBeenCalledWith('/customer');
  });
});
