import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ShareButton } from './share-button';

afterEach(() => {
  // The properties were defined on this navigator for one test.
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('opens the system share sheet with the title, text and the page’s full address', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareButton title="Ganga Aarti" text="Evening aarti" />, {
      route: '/sanchar/video/video-data?id=abc',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Ganga Aarti',
      text: 'Evening aarti',
      url: `${window.location.origin}/`,
    });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('copies the link and says so where the browser cannot share', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareButton title="Kedarnath Yatra" url="/yatra/yatra-details?id=42" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/yatra/yatra-details?id=42`),
    );
  });

  it('says when the link could not be copied either', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<ShareButton title="Puja" />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not copy the link. Copy it from the address bar.')).toBeInTheDocument();
  });
});
