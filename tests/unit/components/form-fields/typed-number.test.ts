import { describe, expect, it } from 'vitest';
import { typedNumber } from '@/components/form-fields/phone-field';

/** What a visitor typed into the phone's stand-in, as the widget's value when it arrives. */
describe('typedNumber', () => {
  it('reads a national number in the form’s country, trunk zero and spaces dropped', () => {
    expect(typedNumber('050 123 4567', 'AE')).toBe('+971501234567');
    expect(typedNumber('0151 12345678', 'DE')).toBe('+4915112345678');
  });

  it('keeps a number typed with its own country code', () => {
    expect(typedNumber('+49 151 1234 5678', 'AE')).toBe('+4915112345678');
  });

  it('keeps an unfinished number unfinished, in the country', () => {
    expect(typedNumber('5012', 'AE')).toBe('+9715012');
  });

  it('gives nothing for nothing typed, or no digits', () => {
    expect(typedNumber('', 'AE')).toBe('');
    expect(typedNumber(' - ', 'AE')).toBe('');
  });
});
