import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/index.js';
import { breachedPasswords, isBreachedPassword, passwordCore } from './breached-passwords.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN, passwordProblem, passwordRulesMessage } from './password-rules.js';

describe('new-password rules', () => {
  it('ask for at least 8 characters', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(passwordRulesMessage('Abcde1!')).toBe('The new password needs at least 8 characters');
    expect(passwordRulesMessage('Abcdx1!z')).toBeNull();
    // Counted in characters (code points): accented letters count once.
    expect(passwordRulesMessage('Åbcdé1!')).toBe('The new password needs at least 8 characters');
  });

  it('the breached list has more than 100,000 entries, lower-cased', async () => {
    const list = await breachedPasswords();
    expect(list.size).toBeGreaterThan(100_000);
    expect(list.has('password1')).toBe(true);
    expect([...list].slice(0, 1000).every((entry) => entry === entry.toLowerCase())).toBe(true);
    // Loaded once: the same Set every time.
    expect(await breachedPasswords()).toBe(list);
  });

  it.each(['Password1!', 'PASSWORD1!', 'Password1?', 'P@ssw0rd', 'Welcome1!', 'Qwerty123!', 'Iloveyou1!'])(
    'refuses the common password %j with a clear message',
    async (password) => {
      expect(passwordRulesMessage(password) ?? undefined).toBeUndefined();
      expect(await isBreachedPassword(password)).toBe(true);
      expect(await passwordProblem(password)).toBe(PASSWORD_MESSAGES.breached);
    },
  );

  it.each(['Fjord-Bakery-Oven-42', 'Tr4ktor!Lønn', 'k9#Vq2!mZp', DEMO_PASSWORD])(
    'accepts %j (not on the list, no listed password under its symbols)',
    async (password) => {
      expect(await passwordProblem(password)).toBeNull();
    },
  );

  it('looks up the letters and digits only when there are at least 4 of them', async () => {
    expect(passwordCore('Pass-word_1!')).toBe('password1');
    // "a1" is on the list; a password made almost only of symbols is judged whole.
    expect(await isBreachedPassword('A1!@#$%^&*()')).toBe(false);
  });

  it('names the shape rules first, before looking at the list', async () => {
    expect(await passwordProblem('password')).toBe(
      'The new password needs at least one capital letter, at least one digit, at least one special character',
    );
    expect(PASSWORD_MESSAGES.breached).toBe(
      'This password is too common: it appears in lists of breached passwords. Choose another one.',
    );
  });
});
