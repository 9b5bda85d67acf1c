import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { profileCard } from '../test/fixtures';
import { ProfileCard } from './profile-card';

describe('ProfileCard', () => {
  it('shows the Verified badge on an ID-verified member', () => {
    renderWithProviders(<ProfileCard card={profileCard({ verified: true })} />);
    const badge = screen.getByRole('img', { name: 'ID verified' });
    expect(badge).toHaveTextContent('Verified');
    expect(screen.getByRole('article')).toContainElement(badge);
  });

  it('shows no badge before verification', () => {
    renderWithProviders(<ProfileCard card={profileCard({ verified: false })} />);
    expect(screen.getByRole('link', { name: 'Ananya' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'ID verified' })).not.toBeInTheDocument();
  });

  it('says what the big sites put on a card: age, height, place, religion and community, education, mother tongue', () => {
    renderWithProviders(<ProfileCard card={profileCard({ city: 'Chennai', jobTitle: 'Architect' })} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('27 yrs · 5′ 3″ · Chennai');
    expect(card).toHaveTextContent('Hindu · Iyer');
    expect(card).toHaveTextContent('Master’s degree · Tamil');
    expect(card).toHaveTextContent('Architect');
  });

  it('names a city we know in Hindi for a member who chose हिं, and a town we do not as written', async () => {
    await i18n.changeLanguage('hi');
    try {
      const { unmount } = renderWithProviders(<ProfileCard card={profileCard({ city: 'Jaipur' })} />);
      expect(screen.getByRole('article')).toHaveTextContent('जयपुर');
      unmount();
      renderWithProviders(<ProfileCard card={profileCard({ city: 'Sawai Madhopur' })} />);
      expect(screen.getByRole('article')).toHaveTextContent('Sawai Madhopur');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
