// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from 'react-intl';
import en from './en.json';
import no from './no.json';
import { messagesFor, normalizeLocale } from './index';

/** Every component's descriptors, the same files `i18n:extract` reads (`src/**\/messages.ts`). */
const modules = import.meta.glob<Record<string, Record<string, MessageDescriptor>>>('../**/messages.ts', {
  eager: true,
});

function extracted(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, module] of Object.entries(modules)) {
    for (const group of Object.values(module)) {
      for (const descriptor of Object.values(group)) {
        const { id, defaultMessage } = descriptor;
        if (typeof id !== 'string' || typeof defaultMessage !== 'string') {
          throw new Error(`${file}: every message needs a literal id and defaultMessage`);
        }
        if (id in out && out[id] !== defaultMessage) throw new Error(`${file}: id ${id} defined twice`);
        out[id] = defaultMessage;
      }
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

describe('message catalogues', () => {
  it('en.json is exactly what extraction produces from the messages.ts descriptors', () => {
    // Same content and same (sorted) order as `pnpm --filter @eqp/components i18n:extract` writes.
    expect(JSON.stringify(en, null, 2)).toBe(JSON.stringify(extracted(), null, 2));
  });

  it('every id is namespaced by a component (`Component.key`)', () => {
    for (const id of Object.keys(extracted())) expect(id).toMatch(/^[A-Z][A-Za-z0-9]*\.[A-Za-z0-9.]+$/);
  });

  it('no.json has a non-empty Norwegian text for every English id, and no other ids', () => {
    const missing = Object.keys(en).filter((id) => !(no as Record<string, string>)[id]?.trim());
    const extra = Object.keys(no).filter((id) => !(id in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps no.json sorted like en.json', () => {
    expect(Object.keys(no)).toEqual(Object.keys(en));
  });
});

describe('normalizeLocale / messagesFor', () => {
  it.each([
    ['no', 'no'],
    ['nb', 'no'],
    ['nn', 'no'],
    ['nb-NO', 'no'],
    ['no_NO', 'no'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['sv', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('maps %j to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it('gives Norwegian texts for nb and English ones for anything else', () => {
    expect(messagesFor('nb')).toEqual({ ...en, ...no });
    expect(messagesFor('de')).toEqual(en);
  });
});
