import type { FastifyError } from 'fastify';

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

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  message?: string;
  params: Record<string, unknown>;
}

const BRANCH = /^(.*\/(?:oneOf|anyOf))\/(\d+)\//;

/**
 * Of the errors of a `oneOf`/`anyOf` whose branches all failed, keeps those of the branch the value
 * came closest to (the fewest errors; the first on a tie): a too long TechnicianComment is reported
 * as such, not also as "Missing InvoiceComment" from the branch meant for the other comment.
 */
export function closestBranchIssues<T extends { schemaPath?: string }>(issues: T[]): T[] {
  const counts = new Map<string, Map<number, number>>();
  for (const issue of issues) {
    const match = BRANCH.exec(issue.schemaPath ?? '');
    if (!match) continue;
    const branches = counts.get(match[1]!) ?? new Map<number, number>();
    branches.set(Number(match[2]), (branches.get(Number(match[2])) ?? 0) + 1);
    counts.set(match[1]!, branches);
  }
  const chosen = new Map<string, number>();
  for (const [at, branches] of counts) {
    const [best] = [...branches].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    chosen.set(at, best![0]);
  }
  return issues.filter((issue) => {
    const match = BRANCH.exec(issue.schemaPath ?? '');
    return !match || chosen.get(match[1]!) === Number(match[2]);
  });
}

const PART_NAMES: Record<string, string> = {
  body: 'body field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/** Turns Ajv errors from a route schema into one readable sentence. */
export function formatValidationErrors(issues: ValidationIssue[], context: string | undefined): string {
  const part = PART_NAMES[context ?? ''] ?? 'field';
  if (context === 'body' && issues.some((i) => i.keyword === 'type' && i.instancePath === '')) {
    return 'The request body is missing or is not an object';
  }
  const texts = new Set<string>();
  for (const issue of closestBranchIssues(issues)) {
    const field = issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('.');
    if (issue.keyword === 'required') {
      const missing = [field, String(issue.params.missingProperty)].filter(Boolean).join('.');
      texts.add(`Missing ${part} ${missing}`);
    } else if (issue.keyword === 'additionalProperties') {
      const extra = [field, String(issue.params.additionalProperty)].filter(Boolean).join('.');
      texts.add(`Unknown ${part} ${extra}`);
    } else if (issue.keyword === 'enum') {
      const allowed = (issue.params.allowedValues as unknown[]).map(String).join(', ');
      texts.add(`Invalid ${part} ${field}: must be one of ${allowed}`);
    } else if (issue.keyword === 'if' || issue.keyword === 'anyOf' || issue.keyword === 'oneOf') {
      // the branch errors carry the details
      continue;
    } else {
      texts.add(`Invalid ${part} ${field || '(whole)'}: ${issue.message ?? issue.keyword}`);
    }
  }
  return [...texts].join('; ') || `Invalid ${part}`;
}

export function isValidationError(error: unknown): error is FastifyError & {
  validation: ValidationIssue[];
  validationContext?: string;
} {
  return Boolean(
    error && typeof error === 'object' && Array.isArray((error as { validation?: unknown }).validation),
  );
}
