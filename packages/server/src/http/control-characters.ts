/**
 * No control character reaches a handler or the database: one hook looks at every string of a
 * contract operation's request before it is validated and handled - path parameters, query keys
 * and values, the operation's declared headers, the JSON or form body at any depth (keys too) and
 * the text fields of a multipart body - and answers 400 naming the first field with one.
 *
 * Control characters are C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F). Body strings
 * may be multi-line text (comments, descriptions), so tab, line feed and carriage return are
 * allowed there; path, query and header values are single-line and allow none.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';
import { controlCharacterMessage, pathLabel } from './validation-messages.js';

// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL_GLOBAL = /[\u0000-\u001f\u007f-\u009f]/g;

type Part = 'path parameter' | 'query parameter' | 'header' | 'body field' | 'multipart field';

/**
 * A field as the message names it: in words (`Customer text (Machines, item 2)`); a key that itself
 * holds a control character as it is, each control character as `\uXXXX`, at most 100 characters.
 */
function shownName(part: Part, segments: readonly string[]): string {
  if (segments.length === 0) return '';
  if (!segments.some((segment) => ANY_CONTROL.test(segment))) {
    return part === 'header' ? segments.join('.') : pathLabel(segments);
  }
  const name = segments
    .join('.')
    .replace(ANY_CONTROL_GLOBAL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `The field name "${name.length > MAX_NAME_SHOWN ? `${name.slice(0, MAX_NAME_SHOWN)}...` : name}"`;
}

const MAX_NAME_SHOWN = 100;

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string): string[] {
  const path: string[] = last === undefined ? [] : [last];
  for (let v = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * The path (keys and indexes) of the first string in `value` - a key or a value, at any depth -
 * with a control character; null when there is none. Iterative, and each level is one step:
 * a deeply nested body costs no stack and no quadratic copying.
 */
export function findControlCharacter(value: unknown, multiLine: boolean): string[] | null {
  const pattern = multiLine ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL;
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (pattern.test(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], key: String(i), parent: visit });
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        // A key is a single-line name wherever it appears.
        if (ANY_CONTROL.test(key)) return pathOf(visit, key);
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

function check(part: Part, value: unknown, multiLine: boolean, prefix: string[] = []): void {
  const path = findControlCharacter(value, multiLine);
  if (path === null) return;
  throw badRequest(controlCharacterMessage(shownName(part, [...prefix, ...path])));
}

interface MultipartPartLike {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
}

/** Wraps `request.parts()` so that each text field is checked as the handler reads it. */
function checkMultipartFields(request: FastifyRequest): void {
  const original = request.parts.bind(request);
  request.parts = async function* checkedParts(...args: Parameters<typeof original>) {
    for await (const part of original(...args)) {
      const { type, fieldname, value } = part as unknown as MultipartPartLike;
      check('multipart field', fieldname, false);
      if (type === 'field') check('multipart field', value, true, [fieldname]);
      yield part;
    }
  } as typeof request.parts;
}

/** Registers the check for every route of a contract operation (call before the routes). */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  // The declared headers of each operation (Idempotency-Key), by operation id.
  const headersOf = new Map<string, string[]>();
  for (const op of app.operations.contract.operations) {
    if (!op.operationId) continue;
    headersOf.set(
      op.operationId,
      op.parameters.filter((p) => p.in === 'header').map((p) => p.name),
    );
  }
  app.addHook('preValidation', async (request) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) return;
    check('path parameter', request.params, false);
    check('query parameter', request.query, false);
    for (const name of headersOf.get(operationId) ?? []) {
      const value = request.headers[name.toLowerCase()];
      if (value !== undefined) check('header', value, false, [name]);
    }
    if (request.isMultipart()) checkMultipartFields(request);
    else check('body field', request.body, true);
  });
}
