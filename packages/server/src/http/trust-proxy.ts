import { isIP } from 'node:net';

/**
 * Which peers may set the client address through `X-Forwarded-For` (Fastify's `trustProxy`):
 * `false` (nobody: `request.ip` is the socket's peer), a hop count (the last N proxies in front of
 * the server), or a list of proxy addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

const MESSAGE =
  'TRUST_PROXY must be off (unset, 0 or false), a hop count (1, 2, ...) or a comma-separated list of proxy addresses and CIDR ranges (10.0.0.1,192.168.0.0/16)';

/**
 * `TRUST_PROXY`: off by default. Without it a client could claim any address in X-Forwarded-For and
 * get a fresh failure budget per request; with a wrong one every client behind a proxy shares one.
 * `true` is refused: it trusts whatever the farthest hop claims.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'off') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops)) throw new Error(MESSAGE);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0) throw new Error(`${MESSAGE}; got "${entry}"`);
  }
  if (entries.length === 0) throw new Error(MESSAGE);
  return entries;
}

/**
 * The setting as Fastify's `trustProxy` option. A hop count becomes a function (hop 0 is the socket's
 * peer): Fastify itself takes a bare number as "trust nothing", since it cannot tell the hops apart.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') {
    if (setting === 0) return false;
    return (_address, hop) => hop < setting;
  }
  return setting;
}
