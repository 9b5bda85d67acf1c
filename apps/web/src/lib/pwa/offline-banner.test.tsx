import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => document.documentElement.removeAttribute('data-offline'));

describe('the offline banner', () => {
  it('shows while the browser is offline and goes away when it is back online', async () => {
    renderWithProviders(<OfflineBanner />);
    const status = await screen.findByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(document.documentElement).not.toHaveAttribute('data-offline');

    goOffline(true);
    expect(status).toHaveTextContent('You are offline. Showing what you saw last.');
    // index.css moves the fixed header below the banner while this is set.
    expect(document.documentElement).toHaveAttribute('data-offline');

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
    expect(document.documentElement).not.toHaveAttribute('data-offline');
  });

  it('shows at once when the page opens offline, in Hindi too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => void (await i18n.changeLanguage('hi')));
    renderWithProviders(<OfflineBanner />);
    expect(await screen.findByRole('status')).toHaveTextContent('आप ऑफ़लाइन हैं।');
  });
});
