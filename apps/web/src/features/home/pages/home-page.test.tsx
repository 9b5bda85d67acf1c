/**
 * The home page: one h1, every service card linking to its route from
 * `paths`, navigation on click, and the Hindi bundle matching the English one.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { keysOf } from '@/test/translation-keys';
import HomePage from './home-page';

/** Asserts a band holds exactly these links (accessible name → href), and no others. */
function expectLinks(region: HTMLElement, expected: Array<[string, string]>) {
  for (const [name, href] of expected) {
    expect(within(region).getByRole('link', { name }), name).toHaveAttribute('href', href);
  }
  expect(within(region).getAllByRole('link')).toHaveLength(expected.length);
}

describe('HomePage (SPEC §1–§2)', () => {
  it('shows one h1 and the hero calls to action', () => {
    renderWithProviders(<HomePage />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Puja, yatra and everyday services — all in one place');
    const hero = screen.getByRole('region', { name: 'Puja, yatra and everyday services — all in one place' });
    expect(within(hero).getByRole('link', { name: 'Book a Puja' })).toHaveAttribute('href', paths.puja.root);
    expect(within(hero).getByRole('link', { name: 'Recharge now' })).toHaveAttribute('href', paths.recharge);
  });

  it('links every service card to its route', () => {
    renderWithProviders(<HomePage />);
    expectLinks(screen.getByRole('region', { name: 'Our services' }), [
      ['Book a Puja', paths.puja.root],
      ['Recharge & bill payment', paths.recharge],
      ['Yatra & pilgrimages', paths.yatra.root],
      ['Pitr Paksha rituals', `${paths.puja.root}?kind=pitr`],
      ['Devotional shop', paths.products.root],
      ['Daily darshan', paths.religious.dailyDarshan],
      ['Religious consultancy', paths.religious.consultancy],
      ['Milan Sathi', paths.milanSathi.root],
      ['Book flights and hotels', paths.flightsBooking],
    ]);
    expectLinks(screen.getByRole('region', { name: 'Sanchar — listen, watch, stay connected' }), [
      ['Podcasts', paths.sanchar.podcast],
      ['Videos', paths.sanchar.video],
      ['Live darshan', paths.sanchar.live],
      ['News', paths.sanchar.news],
    ]);
  });

  it('names each card by its title and describes it', () => {
    renderWithProviders(<HomePage />);
    const services = screen.getByRole('region', { name: 'Our services' });
    const card = within(services).getByRole('link', { name: 'Pitr Paksha rituals' });
    expect(card).toHaveAccessibleDescription(
      'Pind daan, tarpan and shraddh for your ancestors at Gaya, Kashi and Haridwar.',
    );
  });

  it('shows featured pujas, yatras and operators', () => {
    renderWithProviders(<HomePage />);
    const popular = screen.getByRole('region', { name: 'Popular with devotees' });
    expect(within(popular).getByRole('link', { name: 'Rudrabhishek' })).toHaveAttribute('href', paths.puja.root);
    expect(within(popular).getByText('Kashi Vishwanath · Varanasi')).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'Char Dham Yatra' })).toHaveAttribute('href', paths.yatra.root);
    for (const operator of ['Jio', 'Airtel', 'Vi', 'BSNL']) {
      expect(within(popular).getByText(operator)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why devotees trust Seva' })).toBeInTheDocument();
  });

  it('navigates when a card is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<HomePage />);
    const services = screen.getByRole('region', { name: 'Our services' });
    await user.click(within(services).getByRole('link', { name: 'Yatra & pilgrimages' }));
    expect(router.state.location.pathname).toBe(paths.yatra.root);
    const sanchar = screen.getByRole('region', { name: 'Sanchar — listen, watch, stay connected' });
    await user.click(within(sanchar).getByRole('link', { name: 'Live darshan' }));
    expect(router.state.location.pathname).toBe(paths.sanchar.live);
  });

  it('speaks Hindi, with every English key translated', async () => {
    expect(keysOf(i18n.getResourceBundle('hi', 'home'))).toEqual(keysOf(i18n.getResourceBundle('en', 'home')));
    await i18n.changeLanguage('hi');
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('पूजा, यात्रा और रोज़ की सेवाएँ — सब एक जगह');
    expect(screen.getByRole('link', { name: 'पितृ पक्ष अनुष्ठान' })).toHaveAttribute(
      'href',
      `${paths.puja.root}?kind=pitr`,
    );
  });
});
