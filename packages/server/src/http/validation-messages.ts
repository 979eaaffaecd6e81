/**
 * The contract's validation errors (Ajv) as sentences a customer understands, naming the field:
 * "Name can be at most 200 characters.", "Quantity must be a whole number from 1 to 9,999.". The
 * texts are part of the API (clients show them): the server README lists them, keep them stable.
 */

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema holding the failed keyword (Ajv's `verbose` option): gives a number's whole range. */
  parentSchema?: unknown;
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

/** Field names that do not read well split into words. */
const LABELS: Record<string, string> = {
  EmailAdress: 'E-mail',
  Email: 'E-mail',
  email: 'E-mail',
  id: 'ID',
  Id: 'ID',
  qr: 'QR code',
  Qrcode: 'QR code',
};

/** What a message calls the whole of a request part. */
const WHOLE: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The request headers',
};

const MAX_NAME_SHOWN = 100;

/**
 * A field name as words: `ItemsPerPage` -> `Items per page`, `machineModelId` -> `Machine model ID`,
 * `grant_type` -> `Grant type`. A name with a hyphen (a header) is kept as it is.
 */
export function fieldLabel(name: string): string {
  if (LABELS[name]) return LABELS[name];
  if (name.includes('-') || name.length > MAX_NAME_SHOWN || !/^[A-Za-z0-9_]+$/.test(name)) {
    return name.length > MAX_NAME_SHOWN ? `${name.slice(0, MAX_NAME_SHOWN)}...` : name;
  }
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((word, index) => {
      if (word === 'Id' || word === 'id') return 'ID';
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    });
  return words.join(' ');
}

/**
 * The label of a field at a path of keys and array indexes: `['Machines', '1', 'CustomerText']`
 * -> `Customer text (Machines, item 2)`; `['Machines', '1']` -> `Item 2 of Machines`.
 */
export function pathLabel(segments: readonly string[], whole = 'The request body'): string {
  if (segments.length === 0) return whole;
  const last = segments.length - 1;
  const isIndex = (segment: string) => /^\d+$/.test(segment);
  let at = -1;
  for (let i = last; i >= 0; i--) {
    if (isIndex(segments[i]!)) {
      at = i;
      break;
    }
  }
  const item = (i: number) => Number(segments[i]) + 1;
  const listName = (i: number) => (i > 0 ? fieldLabel(segments[i - 1]!) : 'the list');
  if (at === last) return `Item ${item(at)} of ${listName(at)}`;
  const leaf = fieldLabel(segments[last]!);
  return at < 0 ? leaf : `${leaf} (${listName(at)}, item ${item(at)})`;
}

/** The sentence for a control character in a field (`''`: the whole body). */
export function controlCharacterMessage(label: string): string {
  return `${label || 'The request body'} contains a control character (an invisible character such as NUL), which is not allowed.`;
}

const figure = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
const plural = (count: unknown, one: string, other: string) =>
  `${figure(count)} ${count === 1 ? one : other}`;

const typesOf = (schema: unknown): string[] => {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
};

const NUMBER_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);
const NUMBER_FORMATS = new Set(['int32', 'int64', 'float', 'double']);

/** "must be a whole number from 1 to 9,999", from the schema's type and range. */
function numberSentence(label: string, schema: unknown): string {
  const s = (schema ?? {}) as Record<string, unknown>;
  const whole = typesOf(schema).includes('integer') || s.format === 'int32' || s.format === 'int64';
  const min = typeof s.minimum === 'number' ? s.minimum : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : undefined;
  const kind = whole ? 'a whole number' : 'a number';
  if (min !== undefined && max !== undefined)
    return `${label} must be ${kind} from ${figure(min)} to ${figure(max)}.`;
  if (min !== undefined) return `${label} must be ${kind} of ${figure(min)} or more.`;
  if (max !== undefined) return `${label} must be ${kind} of at most ${figure(max)}.`;
  if (typeof s.exclusiveMinimum === 'number')
    return `${label} must be ${kind} above ${figure(s.exclusiveMinimum)}.`;
  if (typeof s.exclusiveMaximum === 'number')
    return `${label} must be ${kind} below ${figure(s.exclusiveMaximum)}.`;
  return `${label} must be ${kind}.`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty (null)',
};

const FORMAT_SENTENCES: Record<string, string> = {
  email: 'is not a valid e-mail address.',
  date: 'is not a valid date (YYYY-MM-DD).',
  'date-time': 'is not a valid date and time.',
  time: 'is not a valid time.',
  uri: 'is not a valid web address.',
  url: 'is not a valid web address.',
  uuid: 'is not a valid UUID.',
};

/** The sentence for one Ajv error, `label` naming the field it is about. */
function sentence(issue: ValidationIssue, label: string): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'maxLength':
      return `${label} can be at most ${plural(p.limit, 'character', 'characters')}.`;
    case 'minLength':
      return p.limit === 1
        ? `${label} cannot be empty.`
        : `${label} must be at least ${plural(p.limit, 'character', 'characters')}.`;
    case 'maxItems':
      return `${label} can have at most ${plural(p.limit, 'item', 'items')}.`;
    case 'minItems':
      return `${label} needs at least ${plural(p.limit, 'item', 'items')}.`;
    case 'uniqueItems':
      return `${label} lists the same item more than once.`;
    case 'maxProperties':
      return `${label} can have at most ${plural(p.limit, 'field', 'fields')}.`;
    case 'minProperties':
      return `${label} needs at least ${plural(p.limit, 'field', 'fields')}.`;
    case 'pattern':
      return `${label} is not in the expected format.`;
    case 'enum':
      return `${label} must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `${label} must be ${JSON.stringify(p.allowedValue)}.`;
    case 'discriminator': {
      // The property that picks a `oneOf` branch (contract/ajv.ts): missing, not text, or unknown.
      if (p.tagValue === undefined) return `${label} is required.`;
      if (typeof p.tagValue !== 'string') return `${label} must be text.`;
      const values = (issue.parentSchema as { discriminator?: { 'x-values'?: unknown } } | undefined)
        ?.discriminator?.['x-values'];
      return Array.isArray(values)
        ? `${label} must be one of: ${values.map(String).join(', ')}.`
        : `${label} is not one of the values this call accepts.`;
    }
    case 'format': {
      const format = String(p.format);
      if (NUMBER_FORMATS.has(format)) return numberSentence(label, issue.parentSchema ?? { format });
      return `${label} ${FORMAT_SENTENCES[format] ?? 'is not in the expected format.'}`;
    }
    case 'type': {
      const types = String(p.type).split(',');
      if (types.includes('integer') || types.includes('number')) {
        return numberSentence(label, issue.parentSchema ?? { type: types });
      }
      return `${label} must be ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}.`;
    }
    default:
      if (NUMBER_KEYWORDS.has(issue.keyword)) {
        if (issue.parentSchema) return numberSentence(label, issue.parentSchema);
        if (issue.keyword === 'maximum') return `${label} can be at most ${figure(p.limit)}.`;
        if (issue.keyword === 'minimum') return `${label} must be at least ${figure(p.limit)}.`;
      }
      return `${label} is not valid.`;
  }
}

/** Turns Ajv errors from a route schema into sentences, one per problem. */
export function formatValidationErrors(issues: ValidationIssue[], context: string | undefined): string {
  const whole = WHOLE[context ?? ''] ?? 'The request';
  if (context === 'body' && issues.some((i) => i.keyword === 'type' && i.instancePath === '')) {
    return 'The request body is missing or is not an object.';
  }
  const texts = new Set<string>();
  for (const issue of closestBranchIssues(issues)) {
    // The branch errors carry the details.
    if (issue.keyword === 'if' || issue.keyword === 'anyOf' || issue.keyword === 'oneOf') continue;
    const segments = issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (issue.keyword === 'discriminator') {
      // About the property that picks the branch, not the object holding it.
      texts.add(sentence(issue, pathLabel([...segments, String(issue.params.tag)], whole)));
    } else if (issue.keyword === 'required') {
      texts.add(`${pathLabel([...segments, String(issue.params.missingProperty)], whole)} is required.`);
    } else if (issue.keyword === 'additionalProperties') {
      const name = String(issue.params.additionalProperty);
      const shown = name.length > MAX_NAME_SHOWN ? `${name.slice(0, MAX_NAME_SHOWN)}...` : name;
      const within = segments.length > 0 ? ` in ${pathLabel(segments, whole)}` : '';
      texts.add(`${shown}${within} is not a field this call accepts.`);
    } else {
      texts.add(sentence(issue, pathLabel(segments, whole)));
    }
  }
  return [...texts].join(' ') || `${whole} is not valid.`;
}
