import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The answer's language (contract: the `Accept-Language` header). The server owns a few texts the
 * portal shows as they come: job type names, counter names, article types ("Spare part"), country
 * names and the portal's welcome and privacy texts. They are stored in English; a request whose
 * `Accept-Language` prefers Norwegian (`no`, `nb`, `nn`, with or without a region) gets them in
 * Norwegian, any other request (or none) in English. Everything else (names, comments, addresses,
 * `Message` texts) is returned as stored.
 */
export type Language = 'en' | 'no';

const NORWEGIAN = new Set(['no', 'nb', 'nn']);
/** Tags longer than this, or more of them, are not read (the header is the client's). */
const MAX_HEADER = 512;

/** The language an `Accept-Language` header prefers among English and Norwegian; default English. */
export function requestLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  let best: { language: Language; q: number } | null = null;
  for (const part of value.slice(0, MAX_HEADER).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const language: Language | null = NORWEGIAN.has(primary) ? 'no' : primary === 'en' ? 'en' : null;
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? 'en';
}

/** Job types by id (the ids are fixed; spec §9: 3 is a parts order). */
const JOB_TYPES_NO: Record<number, string> = { 1: 'Service', 2: 'Reparasjon', 3: 'Deler', 4: 'Installasjon' };
const JOB_TYPE_IDS: Record<string, number> = { Service: 1, Repair: 2, Parts: 3, Installation: 4 };

/** The article types of the catalogue. */
const ARTICLE_TYPES_NO: Record<string, string> = {
  'Spare part': 'Reservedel',
  Consumable: 'Forbruksvare',
};

/**
 * The counter kinds the service provider's machines have (the demo data's). A counter named
 * otherwise (typed by the office) is returned as stored.
 */
const COUNTER_NAMES_NO: Record<string, string> = {
  'Operating hours': 'Driftstimer',
  'Steam generator hours': 'Dampgeneratortimer',
  'Wash cycles': 'Vaskesykluser',
  'Compressor hours': 'Kompressortimer',
  Brews: 'Bryggninger',
  'Water filter litres': 'Liter gjennom vannfilter',
};

let regionCodes: Map<string, string> | undefined;

/** A country's English name (as stored) in Norwegian, through the ICU data Node carries. */
export function countryName(stored: string, language: Language): string {
  if (language === 'en') return stored;
  if (!regionCodes) {
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    regionCodes = new Map();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = english.of(code);
        if (name) regionCodes.set(name.toLowerCase(), code);
      }
    }
  }
  const code = regionCodes.get(stored.trim().toLowerCase());
  if (!code) return stored;
  return new Intl.DisplayNames('nb', { type: 'region', fallback: 'none' }).of(code) ?? stored;
}

function jobTypeName(name: string, id: unknown): string {
  const known = typeof id === 'number' ? id : JOB_TYPE_IDS[name];
  return (known !== undefined && JOB_TYPES_NO[known]) || name;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/**
 * The payload with the texts the server owns in `language` (a copy where anything changed; the
 * payload itself is never changed, it may be shared).
 */
export function localise<T>(payload: T, language: Language): T {
  if (language === 'en') return payload;
  return walk(payload) as T;
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = walk(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isRecord(value)) return value;
  let copy: Record<string, unknown> | null = null;
  const set = (key: string, next: unknown) => {
    if (next === value[key]) return;
    copy ??= { ...value };
    copy[key] = next;
  };
  // A counter (spec §3: Id, Name, Value, LastValue).
  const isCounter = 'LastValue' in value && 'Value' in value && typeof value.Name === 'string';
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') {
      if (key === 'JobTypeName') set(key, jobTypeName(field, value.JobTypeId));
      else if (key === 'ArticleType') set(key, ARTICLE_TYPES_NO[field] ?? field);
      else if (key.endsWith('Country')) set(key, countryName(field, 'no'));
      else if (key === 'Name' && isCounter) set(key, COUNTER_NAMES_NO[field] ?? field);
    } else if (key === 'JobType' && isRecord(field) && typeof field.Name === 'string') {
      set(key, { ...field, Name: jobTypeName(field.Name, field.Id) });
    } else if (typeof field === 'object' && field !== null) {
      set(key, walk(field));
    }
  }
  return copy ?? value;
}

/** Adds Accept-Language to the answer's Vary (caches keep the languages apart). */
function varyOnLanguage(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...list, 'Accept-Language'].join(', '));
}

/** The request's language on every `/api2` JSON answer (see `Language`). */
export function addLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.toLowerCase().startsWith('/api2')) return payload;
    varyOnLanguage(reply);
    return localise(payload, requestLanguage(request.headers['accept-language']));
  });
}
