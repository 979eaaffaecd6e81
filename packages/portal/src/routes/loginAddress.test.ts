// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginCardParams, loginModeOf, withoutLoginParams } from './loginAddress';

const params = (query: string) => new URLSearchParams(query);

describe('the login card in the address', () => {
  it('reads the mode; none or an unknown value is the login', () => {
    expect(loginModeOf(params(''))).toBe('login');
    expect(loginModeOf(params('mode=send'))).toBe('send');
    expect(loginModeOf(params('mode=otp'))).toBe('otp');
    expect(loginModeOf(params('mode=set'))).toBe('set');
    expect(loginModeOf(params('mode=admin'))).toBe('login');
  });

  it('Forgot password puts mode=send and the e-mail, keeping other parameters', () => {
    const next = loginCardParams(params('lang=no'), { mode: 'send', email: ' kari@fjord.no ' });
    expect(next.toString()).toBe('lang=no&mode=send&email=kari%40fjord.no');
  });

  it('keeps the typed code in otp and set mode', () => {
    expect(
      loginCardParams(params('mode=send&email=a%40b.no'), { mode: 'otp', email: 'a@b.no', otp: '1234' }).get(
        'otp',
      ),
    ).toBe('1234');
    const set = loginCardParams(params('mode=otp&email=a%40b.no&otp=123456'), {
      mode: 'set',
      email: 'a@b.no',
      otp: '123456',
    });
    expect(set.toString()).toBe('mode=set&email=a%40b.no&otp=123456');
  });

  it.each([
    ['otp', 'login'],
    ['set', 'login'],
    ['otp', 'send'],
  ] as const)('leaving %s mode for %s clears the otp parameter', (from, to) => {
    const next = loginCardParams(params(`mode=${from}&email=a%40b.no&otp=123456`), {
      mode: to,
      email: 'a@b.no',
      otp: '123456',
    });
    expect(next.has('otp')).toBe(false);
    expect(next.get('email')).toBe('a@b.no');
    expect(next.get('mode')).toBe(to === 'login' ? null : to);
  });

  it('an emptied e-mail leaves the address', () => {
    expect(
      loginCardParams(params('mode=send&email=a%40b.no'), { mode: 'send', email: '' }).has('email'),
    ).toBe(false);
  });

  it('after the login, drops mode, email and otp and keeps the rest', () => {
    expect(withoutLoginParams(params('mode=set&email=a%40b.no&otp=123456&list=open')).toString()).toBe(
      'list=open',
    );
  });
});
