import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { liveStream } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import LivePage from './live-page';

const LIST = 'GET /api/admin/getLive';

const evening = liveStream({ title: 'Ganga Aarti, Varanasi', isLive: false, schedule: 'Daily, 6:45 PM' });
const mangla = liveStream({ title: 'Mangla Aarti, Kashi Vishwanath', isLive: true });
const tirupati = liveStream({
  title: 'Suprabhatam, Tirumala',
  isLive: true,
  source: 'youtube',
  youtubeId: 'AbCdEfGhIjK',
});

describe('LivePage (/sanchar/live)', () => {
  it('lists the streams on air first with a LIVE badge, the others with their schedule', async () => {
    fakeApi({ [LIST]: { body: { status: true, data: [evening, mangla, tirupati] } } });
    renderWithProviders(<LivePage />, { route: '/sanchar/live' });
    expect(screen.getByTestId('live-skeleton')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Live streams' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([mangla.title, tirupati.title, evening.title]);
    const onAir = screen.getByRole('link', { name: mangla.title }).closest('article')!;
    expect(within(onAir).getByText('LIVE')).toBeInTheDocument();
    expect(onAir).toHaveTextContent('On air now');
    expect(onAir).toHaveTextContent('Kashi Vishwanath Temple, Varanasi');
    expect(screen.getByRole('link', { name: mangla.title })).toHaveAttribute(
      'href',
      `/sanchar/live/live-details?id=${mangla._id}`,
    );

    const offAir = screen.getByRole('link', { name: evening.title }).closest('article')!;
    expect(within(offAir).queryByText('LIVE')).not.toBeInTheDocument();
    expect(offAir).toHaveTextContent('Usually on: Daily, 6:45 PM');
  });

  it('shows the empty state when there is no stream', async () => {
    fakeApi({ [LIST]: { body: { status: true, data: [] } } });
    renderWithProviders(<LivePage />, { route: '/sanchar/live' });
    expect(await screen.findByText('No live streams right now')).toBeInTheDocument();
  });

  it('fails silently to the empty state when the list cannot load (SPEC §8)', async () => {
    fakeApi({ [LIST]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    renderWithProviders(<LivePage />, { route: '/sanchar/live' });
    expect(await screen.findByText('No live streams right now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LivePage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows each stream’s own Hindi: title, place and schedule', async () => {
    const hindi = liveStream({
      title: 'Ganga Aarti, Varanasi',
      isLive: false,
      schedule: 'Daily, 6:45 PM',
      hi: {
        title: 'गंगा आरती, वाराणसी',
        location: 'दशाश्वमेध घाट, वाराणसी',
        schedule: 'प्रतिदिन, शाम 6:45',
      },
    });
    fakeApi({ [LIST]: { body: { status: true, data: [hindi] } } });
    await i18n.changeLanguage('hi');
    renderWithProviders(<LivePage />, { route: '/sanchar/live' });

    const card = (await screen.findByRole('link', { name: 'गंगा आरती, वाराणसी' })).closest('article')!;
    expect(card).toHaveTextContent('दशाश्वमेध घाट, वाराणसी');
    expect(card).toHaveTextContent('प्रतिदिन, शाम 6:45');
  });
});
