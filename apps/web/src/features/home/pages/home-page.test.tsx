/**
 * The home page: one short h1, then every service as an icon link to its
 * route from `paths` (the first thing under the heading), navigation on tap,
 * and the Hindi bundle matching the English one.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { keysOf } from '@/test/translation-keys';
import HomePage from './home-page';

const EMPTY = { body: { status: true, date: '', days: [], data: [], videos: [], podcasts: [] } };

describe('HomePage (SPEC §1–§2)', () => {
  it('names the tab in the interface language', async () => {
    fakeApi({ 'GET /api/*': EMPTY });
    const { unmount } = renderWithProviders(<HomePage />);
    expect(document.title).toBe('Pujas, yatras, recharge and devotional shopping | Seva');
    unmount();
    await i18n.changeLanguage('hi');
    try {
      renderWithProviders(<HomePage />);
      expect(document.title).toBe('पूजा, यात्रा, रिचार्ज और भक्ति की ख़रीदारी | Seva');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows one h1 and, right under it, the nine services as icon links', () => {
    fakeApi({ 'GET /api/*': EMPTY });
    renderWithProviders(<HomePage />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Puja, yatra and everyday services — all in one place');

    const services = screen.getByRole('region', { name: 'Our services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Recharge', paths.recharge],
      ['Puja', paths.puja.root],
      ['Pitr Paksha', `${paths.puja.root}?kind=pitr`],
      ['Yatra', paths.yatra.root],
      ['Shop', paths.products.root],
      ['Milan Sathi', paths.milanSathi.root],
      ['Sanchar', paths.sanchar.video],
      ['Darshan', paths.religious.dailyDarshan],
      ['Consultancy', paths.religious.consultancy],
    ]);
    // Each tile is an icon (hidden from screen readers) and its label.
    expect(within(services).getByRole('link', { name: 'Yatra' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // The grid comes straight after the heading: nothing else stands between them.
    const firstRegion = screen.getAllByRole('region')[0];
    expect(firstRegion).toBe(services);
  });

  it('navigates when a service is tapped', async () => {
    fakeApi({ 'GET /api/*': EMPTY });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<HomePage />);
    await user.click(within(screen.getByRole('region', { name: 'Our services' })).getByRole('link', { name: 'Yatra' }));
    expect(router.state.location.pathname).toBe(paths.yatra.root);
  });

  it('keeps how it works, why Seva and the flights-and-hotels link below the strips', async () => {
    fakeApi({ 'GET /api/*': EMPTY });
    renderWithProviders(<HomePage pujas={<p>pujas strip</p>} yatras={<p>yatras strip</p>} />);
    expect(await screen.findByRole('region', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why devotees trust Seva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book flights and hotels' })).toHaveAttribute('href', paths.flightsBooking);
    const services = screen.getByRole('region', { name: 'Our services' });
    const pujas = screen.getByText('pujas strip');
    const yatras = screen.getByText('yatras strip');
    expect(services.compareDocumentPosition(pujas) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pujas.compareDocumentPosition(yatras) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('speaks Hindi, with every English key translated', async () => {
    expect(keysOf(i18n.getResourceBundle('hi', 'home'))).toEqual(keysOf(i18n.getResourceBundle('en', 'home')));
    fakeApi({ 'GET /api/*': EMPTY });
    await i18n.changeLanguage('hi');
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('पूजा, यात्रा और रोज़ की सेवाएँ — सब एक जगह');
    expect(screen.getByRole('link', { name: 'पितृ पक्ष' })).toHaveAttribute('href', `${paths.puja.root}?kind=pitr`);
  });
});
