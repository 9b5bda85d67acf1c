import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Panchang } from '@seva/contracts';
import { address } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import PanchangCard from './panchang-card';

/** Janmashtami 2024 in New Delhi, as the API reckons it (apps/api panchang tests). */
const janmashtami = (city = { key: 'new-delhi', name: 'New Delhi', state: 'Delhi' }): Panchang => ({
  date: '2024-08-26',
  city,
  sunrise: '05:56',
  sunset: '18:49',
  tithi: { index: 22, paksha: 'krishna', day: 8 },
  nakshatra: { index: 2 },
});

const panchangAt = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/panchang/today'));

afterEach(async () => {
  const { i18n } = await import('@/i18n');
  await i18n.changeLanguage('en');
});

describe('PanchangCard (home page)', () => {
  it('shows New Delhi’s tithi with its paksha, nakshatra, sunrise and sunset for a visitor', async () => {
    const fetchMock = fakeApi({ 'GET /api/panchang/today': { body: { status: true, data: janmashtami() } } });
    renderWithProviders(<PanchangCard />);
    const card = await screen.findByTestId('panchang');
    expect(screen.getByRole('heading', { name: 'Today’s panchang' })).toBeInTheDocument();
    expect(within(card).getByText('Ashtami, Krishna paksha')).toBeInTheDocument();
    expect(within(card).getByText('Krittika')).toBeInTheDocument();
    expect(within(card).getByText('05:56')).toBeInTheDocument();
    expect(within(card).getByText('18:49')).toBeInTheDocument();
    expect(card).toHaveTextContent('New Delhi · Monday, 26 August 2024');
    expect(panchangAt(fetchMock)).toEqual([expect.stringMatching(/\/api\/panchang\/today$/)]);
  });

  it('reckons it for the city of the customer’s saved address, names in Hindi', async () => {
    const { i18n } = await import('@/i18n');
    await i18n.changeLanguage('hi');
    const varanasi = { key: 'varanasi', name: 'Varanasi', state: 'Uttar Pradesh' };
    const fetchMock = fakeApi({
      'POST /api/e-commerce/get_address': { body: { status: true, results: [address({ city: 'Varanasi' })] } },
      'GET /api/panchang/today': (_body, url) => ({
        body: { status: true, data: janmashtami(url.includes('town=Varanasi') ? varanasi : undefined) },
      }),
    });
    renderWithProviders(<PanchangCard />, { session: fakeSession({ customer: testCustomer }) });
    expect(await screen.findByText('अष्टमी, कृष्ण पक्ष')).toBeInTheDocument();
    expect(screen.getByText('कृत्तिका')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आज का पंचांग' })).toBeInTheDocument();
    expect(panchangAt(fetchMock).at(-1)).toContain('town=Varanasi');
    expect(screen.getByTestId('panchang')).toHaveTextContent('वाराणसी');
  });

  it('names Purnima and Amavasya as the fifteenth of their paksha', async () => {
    fakeApi({
      'GET /api/panchang/today': {
        body: { status: true, data: { ...janmashtami(), tithi: { index: 29, paksha: 'krishna', day: 15 } } },
      },
    });
    renderWithProviders(<PanchangCard />);
    expect(await screen.findByText('Amavasya, Krishna paksha')).toBeInTheDocument();
  });
});
