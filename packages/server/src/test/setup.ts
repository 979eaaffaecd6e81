/**
 * Setup file of the server project: before every test, each open test context goes back to the
 * pristine demo data (context.ts), so no test depends on what another one did; after it, a JSON
 * success answer that did not match the contract before serialisation fails the test, also when
 * the test called `app.inject` itself (context.ts, contract/answer-check.ts).
 */
import { afterEach, beforeEach } from 'vitest';
import { expectNoAnswerMismatches, resetOpenContexts } from './context.js';

beforeEach(async () => {
  await resetOpenContexts();
});

afterEach(() => {
  expectNoAnswerMismatches();
});
