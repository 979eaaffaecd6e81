import { describe, expect, it } from 'vitest';
import en from './en.json';
import no from './no.json';
import { messages, valueMessages } from '../messages';

describe("the portal's catalogues", () => {
  it('en.json holds exactly the default messages of messages.ts', () => {
    const fromSource = Object.fromEntries(
      [...Object.values(messages), ...Object.values(valueMessages)].map((m) => [
        m.id,
        m.defaultMessage as string,
      ]),
    );
    expect(en).toEqual(fromSource);
  });

  it('every id has a Norwegian text and no Norwegian text lacks an English one', () => {
    expect(Object.keys(no).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(no)) expect(text, id).not.toBe('');
  });
});
