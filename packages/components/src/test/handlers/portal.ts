import { http, HttpResponse } from 'msw';
import { openJobsCount, portalOptions, providerLogoSvg } from '../fixtures';
import { api } from './helpers';
import type { components } from '@eqp/contract';

type PortalOptions = components['schemas']['PortalOptions'];
type OpenJobsCount = components['schemas']['OpenJobsCount'];

/** GET /api2/app/portal. */
export const portalOptionsHandler = (options: PortalOptions = portalOptions) =>
  http.get(api('/app/portal'), () => HttpResponse.json(options));

/** GET /api2/customer/jobs/openCount. */
export const openJobsCountHandler = (count: OpenJobsCount = openJobsCount) =>
  http.get(api('/customer/jobs/openCount'), () => HttpResponse.json(count));

/** GET /api2/Report/logo (an SVG). */
export const logoHandler = () =>
  http.get(
    api('/Report/logo'),
    () => new HttpResponse(providerLogoSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
  );

export const portalHandlers = [portalOptionsHandler(), openJobsCountHandler(), logoHandler()];
