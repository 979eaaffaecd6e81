import { describe, expect, it } from 'vitest';
import {
  ORDER_LINE_TEXT_MAX,
  canOrderService,
  isValidOtp,
  validateConfirmPassword,
  validateEmail,
  validateLoginPassword,
  validateNewPassword,
  validateOrderLineText,
  validateRequired,
} from './validation';

describe('e-mail (spec §5: required, basic address pattern)', () => {
  it('given nothing or white space, is required', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
    expect(validateEmail(null)).toBe('required');
  });

  it.each(['ola', 'ola@', 'ola@example', '@example.no', 'ola nordmann@example.no', 'a@b@c.no'])(
    'given %s, is invalid',
    (value) => {
      expect(validateEmail(value)).toBe('invalid');
    },
  );

  it('given a plain address (surrounding spaces ignored), passes', () => {
    expect(validateEmail('ola.nordmann@example.no')).toBeNull();
    expect(validateEmail(' kari+service@firma.co.uk ')).toBeNull();
  });
});

describe('login password (spec §5: required only, despite the 8-character hint)', () => {
  it('given nothing, is required; given anything, passes', () => {
    expect(validateLoginPassword('')).toBe('required');
    expect(validateLoginPassword('x')).toBeNull();
  });
});

describe('new password (spec §5 with a minimum of 8: required, min 8, capital, digit, special)', () => {
  it('given nothing, fails every rule with required first', () => {
    expect(validateNewPassword('')).toEqual(['required', 'minLength', 'capital', 'digit', 'special']);
  });

  it('given a short lower-case word, lists every failed rule', () => {
    expect(validateNewPassword('abc')).toEqual(['minLength', 'capital', 'digit', 'special']);
  });

  it.each([
    ['abcdef1!', ['capital']],
    ['Abcdefg!', ['digit']],
    ['Abcdef12', ['special']],
    ['Ab1!', ['minLength']],
    ['Sekre1!', ['minLength']],
    ['Sekret1!', []],
  ])('given %s, fails %j', (value, failed) => {
    expect(validateNewPassword(value)).toEqual(failed);
  });

  it('counts characters, not UTF-16 units: seven characters with an emoji are too short', () => {
    expect(validateNewPassword('Ab1!😀xy')).toEqual(['minLength']);
    expect(validateNewPassword('Ab1!😀xyz')).toEqual([]);
  });

  it('given a password meeting every rule, passes (Unicode capitals count)', () => {
    expect(validateNewPassword('Sekret1!')).toEqual([]);
    expect(validateNewPassword('Ærligst1 ')).toEqual([]);
  });
});

describe('confirm password (spec §5: required, equal to the new password)', () => {
  it('given nothing, is required', () => {
    expect(validateConfirmPassword('', 'Sekret1!')).toBe('required');
  });

  it('given a different value, is a mismatch; given the same, passes', () => {
    expect(validateConfirmPassword('Sekret1', 'Sekret1!')).toBe('mismatch');
    expect(validateConfirmPassword('Sekret1!', 'Sekret1!')).toBeNull();
  });
});

describe('one-time code (spec §5: exactly 6 characters)', () => {
  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567', false],
    ['', false],
  ])('%s valid: %s', (code, valid) => {
    expect(isValidOtp(code)).toBe(valid);
  });
});

describe('order line text (spec §5: at most 50 characters)', () => {
  it('given 50 characters passes; 51 is too long; nothing is required', () => {
    expect(ORDER_LINE_TEXT_MAX).toBe(50);
    expect(validateOrderLineText('x'.repeat(50))).toBeNull();
    expect(validateOrderLineText('x'.repeat(51))).toBe('maxLength');
    expect(validateOrderLineText(' ')).toBe('required');
  });
});

describe('required field (spec §5: new user Name)', () => {
  it('given white space only, is required', () => {
    expect(validateRequired('  ')).toBe('required');
    expect(validateRequired('Kari')).toBeNull();
  });
});

describe('order service (spec §5: machine chosen, every description filled, no request running)', () => {
  it('given no machine chosen, cannot order', () => {
    expect(canOrderService([])).toBe(false);
  });

  it('given a machine without a description, cannot order', () => {
    expect(canOrderService([{ CustomerText: 'Leaks' }, { CustomerText: ' ' }])).toBe(false);
  });

  it('given every machine described, can order unless a request runs', () => {
    const machines = [{ CustomerText: 'Leaks' }, { CustomerText: 'Noisy' }];
    expect(canOrderService(machines)).toBe(true);
    expect(canOrderService(machines, true)).toBe(false);
  });
});
