import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { LanguageSwitch } from './language-switch';

describe('language switch', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names each button by what it shows, then the language (label in name, WCAG 2.5.3)', () => {
    renderWithProviders(<LanguageSwitch />);
    const english = screen.getByRole('button', { name: 'EN, English' });
    const hindi = screen.getByRole('button', { name: 'हिं, हिन्दी' });
    for (const button of [english, hindi]) {
      expect(button.getAttribute('aria-label')).toContain(button.textContent ?? '');
    }
    expect(english).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to Hindi and remembers it on this device', async () => {
    renderWithProviders(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'हिं, हिन्दी' }));
    expect(screen.getByRole('button', { name: 'हिं, हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('seva_lang')).toBe('hi');
  });
});
