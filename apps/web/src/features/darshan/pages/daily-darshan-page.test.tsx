import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darshan, darshanImage, darshanTemple } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { darshanDay } from '../test/fixtures';
import DailyDarshanPage from './daily-darshan-page';

const DAY = 'GET /api/admin/getDailyDarshan';
const TODAY = '2026-11-22';
const DAYS = ['2026-11-22', '2026-11-21', '2026-11-20'];

const kashi = darshan();
const somnath = darshan({
  temple: darshanTemple({ name: 'Somnath', nameHi: 'सोमनाथ', city: 'Prabhas Patan', state: 'Gujarat' }),
  title: 'Pratah shringar',
  images: [darshanImage('somnath-1')],
});
const kashiYesterday = darshan({ temple: kashi.temple, date: '2026-11-21', title: 'Sandhya aarti' });

/** The day answers by `?date=`: today unless asked. */
function dayRoute(byDate: Record<string, ReturnType<typeof darshanDay>>) {
  return (_body: unknown, url: string) => {
    const date = new URL(url, 'http://localhost').searchParams.get('date') ?? TODAY;
    return { body: byDate[date] ?? darshanDay(date, [], DAYS) };
  };
}

const datesAsked = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('date'));

describe('DailyDarshanPage (/religious/daily-darshan)', () => {
  beforeEach(() => {
    // Only Date is faked, so user events and waitFor keep real timers. 08:30 in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T03:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows today's darshan by temple, and switches temple through the query string", async () => {
    const user = userEvent.setup();
    fakeApi({ [DAY]: dayRoute({ [TODAY]: darshanDay(TODAY, [kashi, somnath], DAYS) }) });
    const { router } = renderWithProviders(<DailyDarshanPage />, { route: '/religious/daily-darshan' });
    expect(screen.getByTestId('darshan-skeleton')).toBeInTheDocument();

    const panel = await screen.findByRole('region', { name: 'Kashi Vishwanath' });
    expect(screen.getByText(/Today's darshan,/)).toHaveTextContent("Today's darshan, Sunday, 22 November 2026");
    expect(panel).toHaveTextContent('Lord Shiva · Varanasi, Uttar Pradesh');
    expect(panel).toHaveTextContent('Mangala aarti shringar');
    const gallery = within(panel).getByRole('list', { name: 'Pictures of Kashi Vishwanath' });
    expect(within(gallery).getAllByRole('button')).toHaveLength(3);
    expect(within(gallery).getByRole('img', { name: 'Darshan at Kashi Vishwanath, picture 2 of 3' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const temples = screen.getByRole('navigation', { name: 'Temples' });
    expect(within(temples).getByRole('link', { name: 'Kashi Vishwanath' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(temples).getByRole('link', { name: 'Somnath' }));
    expect(router.state.location.search).toBe(`?temple=${somnath.temple._id}`);
    const other = await screen.findByRole('region', { name: 'Somnath' });
    expect(other).toHaveTextContent('Pratah shringar');
    expect(screen.queryByRole('region', { name: 'Kashi Vishwanath' })).not.toBeInTheDocument();
  });

  it('switches to an earlier day with its date chip, and back to today', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      [DAY]: dayRoute({
        [TODAY]: darshanDay(TODAY, [kashi, somnath], DAYS),
        '2026-11-21': darshanDay('2026-11-21', [kashiYesterday], DAYS),
      }),
    });
    const { router } = renderWithProviders(<DailyDarshanPage />, { route: '/religious/daily-darshan' });
    await screen.findByRole('region', { name: 'Kashi Vishwanath' });

    const days = screen.getByRole('navigation', { name: 'Earlier days' });
    expect(
      within(days)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'Sat, 21 Nov', 'Fri, 20 Nov']);
    expect(within(days).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(days).getByRole('link', { name: 'Sat, 21 Nov' }));
    expect(router.state.location.search).toBe(`?date=2026-11-21&temple=${kashi.temple._id}`);
    expect(await screen.findByText('Sandhya aarti')).toBeInTheDocument();
    expect(screen.getByText(/Darshan of/)).toHaveTextContent('Darshan of Saturday, 21 November 2026');
    expect(within(days).getByRole('link', { name: 'Sat, 21 Nov' })).toHaveAttribute('aria-current', 'true');
    expect(datesAsked(fetchMock)).toEqual([null, '2026-11-21']);

    await user.click(screen.getByRole('link', { name: "Back to today's darshan" }));
    expect(router.state.location.search).toBe(`?temple=${kashi.temple._id}`);
    expect(await screen.findByText('Mangala aarti shringar')).toBeInTheDocument();
  });

  it("shows the newest day and says so when today's darshan is not posted yet", async () => {
    const fetchMock = fakeApi({
      [DAY]: dayRoute({
        [TODAY]: darshanDay(TODAY, [], ['2026-11-21', '2026-11-20']),
        '2026-11-21': darshanDay('2026-11-21', [kashiYesterday], ['2026-11-21', '2026-11-20']),
      }),
    });
    renderWithProviders(<DailyDarshanPage />, { route: '/religious/daily-darshan' });
    expect(await screen.findByText('Sandhya aarti')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Today's darshan has not been posted yet");
    expect(screen.getByText(/Darshan of/)).toHaveTextContent('Darshan of Saturday, 21 November 2026');
    expect(datesAsked(fetchMock)).toEqual([null, '2026-11-21']);
  });

  it('says which day it shows when the server answers with an earlier one', async () => {
    fakeApi({ [DAY]: { body: darshanDay('2026-11-21', [kashiYesterday], ['2026-11-21']) } });
    renderWithProviders(<DailyDarshanPage />, { route: '/religious/daily-darshan' });
    expect(await screen.findByRole('status')).toHaveTextContent("Today's darshan has not been posted yet");
    expect(screen.getByText(/Darshan of/)).toHaveTextContent('Darshan of Saturday, 21 November 2026');
  });

  it('opens a picture full screen on click; arrows move and Escape closes it', async () => {
    const user = userEvent.setup();
    fakeApi({ [DAY]: dayRoute({ [TODAY]: darshanDay(TODAY, [kashi, somnath], DAYS) }) });
    renderWithProviders(<DailyDarshanPage />, { route: '/religious/daily-darshan' });
    const panel = await screen.findByRole('region', { name: 'Kashi Vishwanath' });
    const second = within(panel).getByRole('button', { name: 'Open picture 2 of 3 full screen' });

    await user.click(second);
    const viewer = await screen.findByRole('dialog', { name: 'Darshan at Kashi Vishwanath, full screen' });
    const current = () => viewer.querySelector('.yarl__slide_current');
    await waitFor(() => expect(current()).toHaveAttribute('aria-label', '2 of 3'));
    expect(within(viewer).getByRole('button', { name: 'Next picture' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(current()).toHaveAttribute('aria-label', '3 of 3'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(current()).toHaveAttribute('aria-label', '2 of 3'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('fails silently to the empty state (SPEC §8)', async () => {
    fakeApi({ [DAY]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    renderWithProviders(<DailyDarshanPage />, { route: '/religious/daily-darshan' });
    expect(await screen.findByText('No darshan for this day')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
