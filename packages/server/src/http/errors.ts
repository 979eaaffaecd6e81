import type { FastifyError } from 'fastify';
import type { ValidationIssue } from './validation-messages.js';

/** An error answered as `{ Message }` with its status code (and headers, such as Retry-After). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message = 'Unauthorized') => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const notImplemented = () => new ApiError(501, 'Not implemented yet');

/** 429 with `Retry-After` in whole seconds (at least 1, as the contract says). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export { closestBranchIssues, formatValidationErrors } from './validation-messages.js';

export function isValidationError(error: unknown): error is FastifyError & {
  validation: ValidationIssue[];
  validationContext?: string;
} {
  return Boolean(
    error && typeof error === 'object' && Array.isArray((error as { validation?: unknown }).validation),
  );
}
