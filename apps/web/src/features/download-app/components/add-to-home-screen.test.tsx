import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@/lib/pwa/install-prompt';
import { renderWithProviders, stubFetch } from '@/test/render';
import { DownloadAppModal } from './download-app-modal';

const branding = { status: true, data: { playStoreUrl: 'https://play.example/seva', appStoreUrl: null } };

/** What Chromium fires when Seva may be installed; `outcome` is the visitor's answer to its dialog. */
function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}

let stopCapture: () => void = () => undefined;
beforeEach(() => {
  stopCapture = captureInstallPrompt();
  stubFetch({ body: branding });
});
afterEach(() => stopCapture());

describe('Add to home screen in "Download our app"', () => {
  it('appears once the browser offers to install Seva, and opens its dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DownloadAppModal />);
    expect(await screen.findByRole('link', { name: /google play/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument();

    const offer = installPromptEvent('accepted');
    act(() => void window.dispatchEvent(offer));
    // The browser's own mini-infobar is held back: the button offers the same dialog.
    expect(offer.defaultPrevented).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    // Installed: the offer is used up, and the modal closes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument());
  });

  it('is gone once Seva is installed', async () => {
    renderWithProviders(<DownloadAppModal />);
    act(() => void window.dispatchEvent(installPromptEvent('dismissed')));
    expect(await screen.findByRole('button', { name: 'Add to home screen' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument();
  });

  it('is not offered inside the installed app', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList,
    );
    renderWithProviders(<DownloadAppModal />);
    act(() => void window.dispatchEvent(installPromptEvent('accepted')));
    expect(await screen.findByRole('link', { name: /google play/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument();
  });

  it('explains Share → Add to Home Screen on iPhone Safari, in Hindi too', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    );
    const { unmount } = renderWithProviders(<DownloadAppModal />);
    expect(await screen.findByText(/tap Share, then Add to Home Screen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).not.toBeInTheDocument();
    unmount();

    const { i18n } = await import('@/i18n');
    await act(async () => void (await i18n.changeLanguage('hi')));
    stubFetch({ body: branding });
    renderWithProviders(<DownloadAppModal />);
    expect(await screen.findByText(/शेयर पर टैप करें/)).toBeInTheDocument();
  });

  it('offers nothing in Chrome on iPhone, which cannot add a web app itself', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
    );
    renderWithProviders(<DownloadAppModal />);
    expect(await screen.findByRole('link', { name: /google play/i })).toBeInTheDocument();
    expect(screen.queryByText(/Add to Home Screen/)).not.toBeInTheDocument();
  });
});
