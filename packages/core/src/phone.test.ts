import { describe, expect, it } from 'vitest';
import { normalisePhone, pakistaniPhone, phoneNumberSchema, PHONE_NUMBER_INVALID } from './phone';

describe('pakistaniPhone', () => {
  it.each([
    ['0300-1234567', '+923001234567'],
    ['0300 1234567', '+923001234567'],
    ['03001234567', '+923001234567'],
    ['92 300 1234567', '+923001234567'],
    ['+92 (300) 1234567', '+923001234567'],
    ['0092 300 1234567', '+923001234567'],
    ['3001234567', '+923001234567'],
    ['0300.123.4567', '+923001234567'],
    ['042-35761234', '+924235761234'],
    ['(042) 3576 1234', '+924235761234'],
    ['+92 21 34567890', '+922134567890'],
    ['0544 123456', '+92544123456'],
    ['091 2345678', '+92912345678'],
  ])('takes %s as %s', (typed, expected) => {
    expect(pakistaniPhone(typed)).toBe(expected);
  });

  it.each([
    'abc',
    '12',
    '0300 123456',
    '0300 12345678',
    '+44 20 7946 0958',
    '+1 300 1234567',
    '0300-1234567 ext 2',
    '0123456789',
    '042 3576',
    '',
    '+',
  ])('refuses %j', (typed) => {
    expect(pakistaniPhone(typed)).toBeNull();
  });
});

describe('normalisePhone', () => {
  it('keys every way of writing one number alike', () => {
    const keys = ['0300-1234567', '+92 300 1234567', '0092 300 1234567', '3001234567'].map(normalisePhone);
    expect(new Set(keys)).toEqual(new Set(['+923001234567']));
  });

  it('keeps the digits of a number stored before the rule', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });
});

describe('phoneNumberSchema', () => {
  const schema = phoneNumberSchema('Please provide your phone number.');

  it('keeps a number in its +92 form', () => {
    expect(schema.parse(' 0300 1234567 ')).toBe('+923001234567');
  });

  it('says what is missing and what is wrong', () => {
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Please provide your phone number.');
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe(PHONE_NUMBER_INVALID);
    expect(schema.safeParse('1'.repeat(40)).error?.issues[0]?.message).toBe(PHONE_NUMBER_INVALID);
  });
});
