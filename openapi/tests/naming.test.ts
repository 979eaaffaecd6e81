import { describe, expect, it } from 'vitest';
import { loadContract } from './load-contract';

/** PascalCase; the spec's `DocumentType_Id` joins two PascalCase words with an underscore. */
const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*(?:_[A-Z][A-Za-z0-9]*)*$/;

/**
 * The OAuth fields (RFC 6749, RFC 7009; the password grant's `username` and `password` are spec §3's
 * login). The one-time-code check `{ email, code }` travels as the query of validateOtp, so those are
 * no schema properties.
 */
const LOWERCASE_FIELDS = new Set([
  'access_token',
  'refresh_token',
  'token_type',
  'expires_in',
  'username',
  'password',
  'grant_type',
  'scope',
  'client_id',
  'client_secret',
  'token',
]);

/** Every `properties` name of every schema in the document, components and inline ones, with where it is. */
function propertyNames(node: unknown, where: string, found: [name: string, where: string][] = []) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => propertyNames(item, `${where}/${index}`, found));
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const name of Object.keys(value)) found.push([name, where]);
      }
      propertyNames(value, `${where}/${key}`, found);
    }
  }
  return found;
}

describe('schema property names', () => {
  const names = propertyNames(loadContract(), '#');

  it('are found (the walk sees the schemas)', () => {
    expect(names.length).toBeGreaterThan(300);
    expect(names.map(([name]) => name)).toContain('DeliveryAdressStreet');
  });

  it('are PascalCase except the token fields and the lowercase payload fields of the spec', () => {
    const offenders = names.filter(([name]) => !PASCAL_CASE.test(name) && !LOWERCASE_FIELDS.has(name));
    expect(offenders).toEqual([]);
  });

  it('use every lowercase exception only where the spec puts it', () => {
    const lowercase = new Set(names.map(([name]) => name).filter((name) => LOWERCASE_FIELDS.has(name)));
    expect([...lowercase].sort()).toEqual([...LOWERCASE_FIELDS].sort());
  });
});
