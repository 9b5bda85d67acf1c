import { describe, expect, it } from 'vitest';
import { passwordStrength } from './validation';

describe('passwordStrength (the hint under a new password)', () => {
  it('says nothing while the field is empty', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it.each([
    ['short', 'Ab1!'],
    ['common', 'Password@2024'],
    ['a keyboard run', 'Qwerty#9876'],
    ['one character repeated', 'aaaaaaaaaaaa'],
  ])('calls %s passwords weak', (_case, password) => {
    expect(passwordStrength(password)).toBe('weak');
  });

  it('calls a password holding the name or mobile weak', () => {
    expect(passwordStrength('Priya1990', ['Priya', 'Verma'])).toBe('weak');
    expect(passwordStrength('xx9876543210', ['9876543210'])).toBe('weak');
  });

  it('calls mixed ones fair and long or many-worded ones strong', () => {
    expect(passwordStrength('mango42tree')).toBe('fair');
    expect(passwordStrength('Ganga-aarti at dusk 108')).toBe('strong');
    expect(passwordStrength('tulsi mango river')).toBe('strong');
  });
});
