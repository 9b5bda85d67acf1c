import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { newsSummary } from '../test/fixtures';
import { BreakingNewsTicker } from './breaking-news-ticker';

const BREAKING = 'GET /api/user/getBreakingNews';
const first = newsSummary({ title: 'Kedarnath doors close for winter', isBreaking: true });
const second = newsSummary({ title: 'Special trains for Chhath Puja announced', isBreaking: true });

/** Pretends the system asks for reduced motion. */
function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('BreakingNewsTicker', () => {
  it('holds its height while loading, then scrolls every headline as a link to its story', async () => {
    fakeApi({ [BREAKING]: { body: { status: true, result: [first, second] } } });
    renderWithProviders(<BreakingNewsTicker />);
    expect(screen.getByTestId('ticker-placeholder')).toBeInTheDocument();

    const ticker = await screen.findByRole('region', { name: 'Breaking' });
    // The track repeats the headlines for a seamless loop; the copy is hidden from assistive technology and Tab.
    const links = within(ticker).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [first.title, `/sanchar/news/news-details?id=${first._id}`],
      [second.title, `/sanchar/news/news-details?id=${second._id}`],
    ]);
    const track = screen.getByTestId('ticker-track');
    expect(track.querySelectorAll('a')).toHaveLength(4);
    expect(track).toHaveClass('animate-ticker');
    expect(track).toHaveStyle({ animationPlayState: 'running' });
  });

  it('pauses while hovered or focused, and with its pause button', async () => {
    const user = userEvent.setup();
    fakeApi({ [BREAKING]: { body: { status: true, result: [first, second] } } });
    renderWithProviders(<BreakingNewsTicker />);
    const ticker = await screen.findByRole('region', { name: 'Breaking' });
    const track = screen.getByTestId('ticker-track');

    await user.hover(within(ticker).getByRole('link', { name: first.title }));
    expect(track).toHaveStyle({ animationPlayState: 'paused' });
    await user.unhover(within(ticker).getByRole('link', { name: first.title }));
    expect(track).toHaveStyle({ animationPlayState: 'running' });

    await user.tab();
    expect(within(ticker).getByRole('link', { name: first.title })).toHaveFocus();
    expect(track).toHaveStyle({ animationPlayState: 'paused' });
    await user.tab();
    expect(within(ticker).getByRole('link', { name: second.title })).toHaveFocus();
    expect(track).toHaveStyle({ animationPlayState: 'paused' });

    await user.click(within(ticker).getByRole('button', { name: 'Pause breaking news' }));
    expect(track).toHaveStyle({ animationPlayState: 'paused' });
    expect(within(ticker).getByRole('button', { name: 'Play breaking news' })).toHaveFocus();
    await user.click(within(ticker).getByRole('button', { name: 'Play breaking news' }));
    await user.tab();
    expect(track).toHaveStyle({ animationPlayState: 'running' });
  });

  it('stands still as a plain list when reduced motion is asked for', async () => {
    preferReducedMotion();
    fakeApi({ [BREAKING]: { body: { status: true, result: [first, second] } } });
    renderWithProviders(<BreakingNewsTicker />);
    const ticker = await screen.findByRole('region', { name: 'Breaking' });
    expect(screen.getByTestId('ticker-static')).toBeInTheDocument();
    expect(screen.queryByTestId('ticker-track')).not.toBeInTheDocument();
    expect(ticker.querySelectorAll('a')).toHaveLength(2);
    expect(within(ticker).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is hidden when there is no breaking news, or it cannot load', async () => {
    const fetchMock = fakeApi({ [BREAKING]: { body: { status: true, result: [] } } });
    const { unmount } = renderWithProviders(<BreakingNewsTicker />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('ticker-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Breaking' })).not.toBeInTheDocument();
    expect(document.querySelector('a')).toBeNull();
    unmount();

    fakeApi({ [BREAKING]: { status: 500, body: { status: false, success: false, message: 'Down' } } });
    renderWithProviders(<BreakingNewsTicker />);
    await waitFor(() => expect(screen.queryByTestId('ticker-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Breaking' })).not.toBeInTheDocument();
  });
});
