import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { profileCard, profileView } from '../test/fixtures';
import { ProfileCard } from './profile-card';
import { ProfileHeader } from './profile-header';

describe('last active (issue 22)', () => {
  it('shows a coarse label on the card, never the time', () => {
    renderWithProviders(<ProfileCard card={profileCard({ lastActive: 'today' })} />);
    expect(screen.getByRole('article')).toHaveTextContent('Active today');
  });

  it('shows nothing for a member never seen active', () => {
    renderWithProviders(<ProfileCard card={profileCard({ lastActive: null })} />);
    expect(screen.getByRole('article')).not.toHaveTextContent(/Active|Online/);
  });

  it('shows the label in the profile header, in Hindi too', async () => {
    const { unmount } = renderWithProviders(
      <ProfileHeader profile={profileView({ lastActive: 'online' })} name="Ananya S." />,
    );
    expect(screen.getByText('Online now')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('hi');
    try {
      renderWithProviders(<ProfileHeader profile={profileView({ lastActive: 'this_week' })} name="Ananya S." />);
      expect(screen.getByText('इस सप्ताह सक्रिय')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
