/**
 * Job codes: the short secret of the /c/{code} link (the code login) and of the offline-report
 * download. Both calls take the code as their only credential, so both draw on ONE failure budget
 * per client address (the `jobCode` rule of auth/throttle.ts): a guess at either counts for both.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parameterMaxLength } from '../contract/limits.js';
import { tooManyRequests } from '../http/errors.js';
import { describeWait } from './throttle.js';

/** Digits and capitals without the look-alikes 0/O, 1/I/L: 31 symbols, read aloud or typed safely. */
export const JOB_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 13 symbols of 31: log2(31^13) = 64.4 bits, beyond the 60 a sweep of the whole space would need. */
export const JOB_CODE_LENGTH = 13;
export const JOB_CODE_BITS = JOB_CODE_LENGTH * Math.log2(JOB_CODE_ALPHABET.length);

/** A new job code from the system's cryptographic randomness (randomInt has no modulo bias). */
export function newJobCode(): string {
  let code = '';
  for (let i = 0; i < JOB_CODE_LENGTH; i++) code += JOB_CODE_ALPHABET[randomInt(JOB_CODE_ALPHABET.length)];
  return code;
}

/** Codes are case-insensitive; anything longer than this is no code and is not looked up. */
export const MAX_JOB_CODE_LENGTH = parameterMaxLength('JobCodeQuery');

export const tooManyJobCodes = (seconds: number) =>
  `Too many invalid job codes from this address. Try again in ${describeWait(seconds)}.`;

/** Refuses a client whose job-code budget is spent (429 with Retry-After), whatever the code. */
export async function assertJobCodeBudget(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const wait = await app.throttle.retryAfter(app.throttleLimits.jobCode, request.ip);
  if (wait > 0) throw tooManyRequests(tooManyJobCodes(wait), wait);
}

/** Counts a wrong code against the client (the next call is refused once the budget is spent). */
export async function jobCodeFailed(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await app.throttle.fail(app.throttleLimits.jobCode, request.ip);
}
