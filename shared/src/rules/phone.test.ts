import { describe, expect, it } from 'vitest';
import { isPhoneNumber, nationalDigits, PHONE_RULE, toInternationalPhone } from './phone';

describe('the phone rule', () => {
  it.each(['+62 812 3456 7890', '+6281234567890', '0812-3456-7890', '62 811 000 111', '812 3456', ' 8123456789012 '])(
    'accepts %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each(['call me', '', '+62', '812345', '81234567890123', '+1 555 0100 2233', '(0812) 3456 7890', '0000000'])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );

  it('drops the country code, a leading 0, spaces and hyphens', () => {
    expect(nationalDigits('+62 812-3456-7890')).toBe('81234567890');
    expect(nationalDigits('0812 3456 7890')).toBe('81234567890');
    expect(toInternationalPhone('0812 3456 7890')).toBe('+6281234567890');
  });

  it('says what it asks for', () => {
    expect(PHONE_RULE).toBe('must be 7 to 13 digits after +62');
  });
});
