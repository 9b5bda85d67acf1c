import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { mobileForRequest, mobileWarning, otpWarning, signupWarning } from './validation';

describe('SPEC §5 login rules', () => {
  it('asks for a mobile number when 5 characters or fewer were typed', () => {
    expect(mobileWarning('')).toBe('provideMobile');
    expect(mobileWarning('  12345  ')).toBe('provideMobile');
    expect(MESSAGES[mobileWarning('12345')!]).toBe('Please provide mobile number.');
    expect(mobileWarning('123456')).toBeNull();
  });

  it('drops the dial code and spaces before sending', () => {
    expect(mobileForRequest('+91 98765 43210')).toBe('9876543210');
    expect(mobileForRequest('09876543210')).toBe('9876543210');
    expect(mobileForRequest('98765-43210')).toBe('9876543210');
    // Not a valid Indian mobile: sent as typed (minus spaces) for the server to answer.
    expect(mobileForRequest('12 34 56')).toBe('123456');
  });

  it('wants exactly 4 OTP characters', () => {
    expect(otpWarning('123')).toBe('enterOtp');
    expect(otpWarning('12345')).toBe('enterOtp');
    expect(MESSAGES[otpWarning('')!]).toBe('Please Enter OTP.');
    expect(otpWarning('1234')).toBeNull();
  });
});

describe('SPEC §5 signup rules', () => {
  it('checks first name, then e-mail, and nothing else', () => {
    expect(signupWarning({ firstName: ' ', email: '' })).toBe('enterFirstName');
    expect(signupWarning({ firstName: 'Asha', email: ' ' })).toBe('enterEmail');
    expect(signupWarning({ firstName: 'Asha', email: 'not-an-email' })).toBeNull();
    expect(MESSAGES.enterFirstName).toBe('Please enter first name');
    expect(MESSAGES.enterEmail).toBe('Please enter email');
  });
});
