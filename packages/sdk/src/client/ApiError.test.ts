import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, parseRetryAfter } from './ApiError';
import { unwrap } from './unwrap';

const NOW = Date.parse('2026-03-02T10:00:00Z');

describe('parseRetryAfter (Retry-After: seconds or an HTTP date)', () => {
  it.each([
    ['120', 120],
    [' 30 ', 30],
    ['0', 0],
  ])('given %j seconds, is %d', (value, seconds) => {
    expect(parseRetryAfter(value, NOW)).toBe(seconds);
  });

  it('given an HTTP date, is the seconds from now to it, a fraction rounded up', () => {
    expect(parseRetryAfter('Mon, 02 Mar 2026 10:05:00 GMT', NOW)).toBe(300);
    expect(parseRetryAfter('Mon, 02 Mar 2026 10:00:00 GMT', NOW - 500)).toBe(1);
  });

  it('given a date that has passed, is 0', () => {
    expect(parseRetryAfter('Mon, 02 Mar 2026 09:00:00 GMT', NOW)).toBe(0);
  });

  it.each([null, undefined, '', '   ', '-5', '1.5', 'soon'])('given %j, is null', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeNull();
  });
});

describe('the error of a 429', () => {
  const throttled = (headers: Record<string, string> = { 'Retry-After': '90' }) =>
    new Response(JSON.stringify({ Message: 'Too many attempts' }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

  it('built from the answer, carries the Message and the wait in seconds', async () => {
    const error = await apiErrorFromResponse(throttled());
    expect(error).toMatchObject({ status: 429, message: 'Too many attempts', retryAfterSeconds: 90 });
    expect(error.isTooManyRequests).toBe(true);
  });

  it('thrown by unwrap, carries the wait too', () => {
    const response = throttled({ 'Retry-After': '15' });
    let caught: unknown;
    try {
      unwrap({ error: { Message: 'Too many attempts' }, response });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 429, retryAfterSeconds: 15 });
  });

  it('without a Retry-After header, has no wait', async () => {
    const error = await apiErrorFromResponse(throttled({}));
    expect(error.retryAfterSeconds).toBeNull();
  });

  it('other errors are not "too many requests" and have no wait', () => {
    const error = new ApiError(401, 'Invalid password');
    expect(error.isTooManyRequests).toBe(false);
    expect(error.retryAfterSeconds).toBeNull();
  });
});
