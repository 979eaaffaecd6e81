// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { messagesFor } from '../../i18n';
import { tooManyAttemptsText } from './tooManyAttempts';

const english = createIntl({ locale: 'en', messages: messagesFor('en') });
const norwegian = createIntl({ locale: 'nb', messages: messagesFor('nb') });

describe('the wait after too many attempts', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [45, 'Too many attempts. Try again in 45 seconds.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [300, 'Too many attempts. Try again in 5 minutes.'],
    [3600, 'Too many attempts. Try again in 1 hour.'],
    [3660, 'Too many attempts. Try again in 61 minutes.'],
    [5400, 'Too many attempts. Try again in 90 minutes.'],
    [5460, 'Too many attempts. Try again in 2 hours.'],
  ])('given %d s, reads %j', (seconds, text) => {
    expect(tooManyAttemptsText(english, seconds)).toBe(text);
  });

  it('given no wait (or none worth saying), asks to try again later; a 0 is a second', () => {
    expect(tooManyAttemptsText(english, null)).toBe('Too many attempts. Try again later.');
    expect(tooManyAttemptsText(english, undefined)).toBe('Too many attempts. Try again later.');
    expect(tooManyAttemptsText(english, 0)).toBe('Too many attempts. Try again in 1 second.');
  });

  it.each([
    [1, 'For mange forsøk. Prøv igjen om 1 sekund.'],
    [30, 'For mange forsøk. Prøv igjen om 30 sekunder.'],
    [60, 'For mange forsøk. Prøv igjen om 1 minutt.'],
    [600, 'For mange forsøk. Prøv igjen om 10 minutter.'],
    [3600, 'For mange forsøk. Prøv igjen om 1 time.'],
    [7200, 'For mange forsøk. Prøv igjen om 2 timer.'],
    [null, 'For mange forsøk. Prøv igjen senere.'],
  ])('in Norwegian, given %j s, reads %j', (seconds, text) => {
    expect(tooManyAttemptsText(norwegian, seconds)).toBe(text);
  });
});
