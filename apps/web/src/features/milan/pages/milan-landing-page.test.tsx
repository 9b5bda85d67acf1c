import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { getActiveModal } from '@/lib/modal-store';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { FEATURED, profileCard } from '../test/fixtures';
import MilanLandingPage from './milan-landing-page';

const meera = profileCard({ firstName: 'Meera', boosted: true, gunaScore: 27.5 });
const rohit = profileCard({
  firstName: 'Rohit',
  age: 31,
  city: 'Pune',
  occupation: 'finance',
  jobTitle: '',
  photo: null,
  photosHidden: true,
});

const render = (loggedIn: boolean) =>
  renderWithProviders(<MilanLandingPage />, {
    route: '/milan-sathi',
    session: fakeSession({ customer: loggedIn ? testCustomer : null }),
  });

describe('MilanLandingPage (/milan-sathi)', { timeout: 15_000 }, () => {
  it('welcomes families, explains the steps and the trust points, and shows the featured profiles', async () => {
    fakeApi({ [`GET ${FEATURED}`]: { body: { success: true, results: [meera, rohit] } } });
    render(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a match within your values' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Create a profile', 'Search with care', 'Connect']);
    const trust = screen.getByRole('region', { name: 'Why families trust Milan Sathi' });
    expect(trust).toHaveTextContent('Verified profiles');
    expect(trust).toHaveTextContent('Your photos and contact stay private');
    expect(trust).toHaveTextContent('Kundli matching');
    expect(screen.getAllByTestId('profile-card-skeleton')).toHaveLength(4);

    const featured = screen.getByRole('region', { name: 'Recently joined' });
    const cards = await within(featured).findAllByTestId('profile-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Meera' })).toHaveAttribute(
      'href',
      `/milan-sathi/search/profile/${meera._id}`,
    );
    expect(first).toHaveTextContent('27 yrs · 5′ 3″ · Lucknow');
    expect(first).toHaveTextContent('Software engineer');
    expect(first).toHaveTextContent('Featured');
    expect(first).toHaveTextContent('Kundli match 27.5/36');
    expect(within(first).getByRole('img', { name: 'Photo of Meera' })).toHaveAttribute(
      'src',
      '/uploads/milan/ananya-640.webp',
    );
    // A member who keeps photos for connections: the lock, and the occupation when there is no job title.
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Photo visible after connecting');
    expect(second).toHaveTextContent('31 yrs · 5′ 3″ · Pune');
    expect(second).toHaveTextContent('Banking and finance');
    expect(second).not.toHaveTextContent('Featured');
    expect(second).not.toHaveTextContent('/36');
    expect(within(featured).getByRole('link', { name: 'See all profiles' })).toHaveAttribute(
      'href',
      '/milan-sathi/search',
    );
  });

  it('asks a visitor to create a profile or log in, through the Milan Sathi modals', async () => {
    fakeApi({ [`GET ${FEATURED}`]: { body: { success: true, results: [] } } });
    const user = userEvent.setup();
    render(false);
    const hero = screen.getByRole('region', { name: 'Find a match within your values' });
    await user.click(within(hero).getByRole('button', { name: 'Create your profile' }));
    expect(getActiveModal()).toBe('milanRegister');
    await user.click(within(hero).getByRole('button', { name: 'Log in' }));
    expect(getActiveModal()).toBe('milanLogin');
    expect(screen.queryByRole('link', { name: 'Search matches' })).not.toBeInTheDocument();
  });

  it('sends a signed-in member to search or to their profile form', async () => {
    fakeApi({ [`GET ${FEATURED}`]: { body: { success: true, results: [meera] } } });
    render(true);
    const hero = screen.getByRole('region', { name: 'Find a match within your values' });
    expect(within(hero).getByRole('link', { name: 'Search matches' })).toHaveAttribute('href', '/milan-sathi/search');
    expect(within(hero).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile',
    );
    expect(screen.queryByRole('button', { name: 'Create your profile' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Meera' })).toBeInTheDocument();
  });

  it('leaves the featured section out when the list is empty or fails (SPEC §8)', async () => {
    fakeApi({ [`GET ${FEATURED}`]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    render(false);
    await screen.findByRole('region', { name: 'Why families trust Milan Sathi' });
    await expect.poll(() => screen.queryAllByTestId('profile-card-skeleton').length).toBe(0);
    expect(screen.queryByRole('region', { name: 'Recently joined' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
