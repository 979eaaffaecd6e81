/**
 * Setup file of the server project: before every test, each open test context goes back to the
 * pristine demo data (context.ts), so no test depends on what another one did.
 */
import { beforeEach } from 'vitest';
import { resetOpenContexts } from './context.js';

beforeEach(async () => {
  await resetOpenContexts();
});
