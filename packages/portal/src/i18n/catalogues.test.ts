// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from 'react-intl';
import en from './en.json';
import no from './no.json';
import componentsNo from '@eqp/components/messages/no.json';
import { loadCatalogue, loadedCatalogue, loadPortalMessages } from './index';

/** Every messages.ts of the portal (src/messages.ts and those beside the routes). */
const modules = import.meta.glob<Record<string, Record<string, MessageDescriptor>>>('../**/messages.ts', {
  eager: true,
});

function fromSource(): Record<string, string> {
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
  return out;
}

describe("the portal's catalogues", () => {
  it('en.json holds exactly the default messages of the messages.ts files', () => {
    expect(en).toEqual(fromSource());
  });

  it('every id has a non-empty Norwegian text and no Norwegian text lacks an English one', () => {
    const missing = Object.keys(en).filter((id) => !(no as Record<string, string>)[id]?.trim());
    const extra = Object.keys(no).filter((id) => !(id in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('every id is namespaced (`Portal.key`)', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^Portal\.[A-Za-z0-9.]+$/);
  });
});

describe('loading the catalogue of a page load', () => {
  it.each(['no', 'nb', 'nn', 'nb-NO', 'no_NO'])('loads the Norwegian portal texts for %j', async (locale) => {
    expect(await loadPortalMessages(locale)).toEqual(no);
  });

  it.each(['en', 'en-GB', 'sv', ''])(
    'needs no catalogue for %j: the English texts are the defaults',
    async (locale) => {
      expect(await loadPortalMessages(locale)).toEqual({});
    },
  );

  it("gives Norwegian the components' and the portal's texts, and English none", async () => {
    const norwegian = await loadCatalogue('no');
    expect(norwegian).toEqual({ ...componentsNo, ...no });
    expect(loadedCatalogue('no')).toBe(norwegian);
    expect(await loadCatalogue('en')).toEqual({});
    expect(loadedCatalogue('en')).toEqual({});
  });
});
