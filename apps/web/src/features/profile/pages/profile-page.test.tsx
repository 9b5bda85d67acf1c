import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { customerProfile } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import ProfilePage from './profile-page';

const ME = {
  'GET /api/app/customer/me': { body: { status: true, data: customerProfile() } },
  'GET /api/me/data-exports': { body: { success: true, results: [] } },
};

describe('ProfilePage (/profile)', () => {
  it('asks a visitor to log in, under the page’s own tab title', () => {
    fakeApi({});
    renderWithProviders(<ProfilePage />, { route: '/profile', session: fakeSession({ isLoggedIn: false }) });
    expect(screen.getByRole('button', { name: 'Log in with mobile OTP' })).toBeInTheDocument();
    expect(document.title).toBe('My Profile | Seva');
  });

  it('in Hindi shows the customer’s profile under a Hindi heading and tab title', async () => {
    await i18n.changeLanguage('hi');
    try {
      fakeApi(ME);
      renderWithProviders(<ProfilePage />, { route: '/profile', session: fakeSession({ customer: testCustomer }) });
      expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
      expect(document.title).toBe('मेरी प्रोफ़ाइल | Seva');
      expect(await screen.findByRole('button', { name: 'मेरा डेटा माँगें' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
