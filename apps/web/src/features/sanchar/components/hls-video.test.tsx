import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { HlsVideo } from './hls-video';

// A stand-in for hls.js, imported by the component only when the browser lacks native HLS.
const hls = vi.hoisted(() => {
  const instances: Array<{
    loadSource: ReturnType<typeof vi.fn>;
    attachMedia: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
    on: ReturnType<typeof vi.fn>;
  }> = [];
  const state = { supported: true };
  return { instances, state };
});

vi.mock('hls.js', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => hls.state.supported;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    on = vi.fn();
    constructor() {
      hls.instances.push(this);
    }
  }
  return { default: FakeHls };
});

const URL = '/uploads/live/kashi/index.m3u8';

describe('HlsVideo', () => {
  beforeEach(() => {
    hls.instances.length = 0;
    hls.state.supported = true;
  });

  it('loads hls.js and attaches the stream when the browser has no native HLS', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { unmount } = render(<HlsVideo url={URL} title="Mangla Aarti" poster="/poster.webp" />);
    const video = document.querySelector('video')!;
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const [instance] = hls.instances;
    expect(instance?.loadSource).toHaveBeenCalledWith(URL);
    expect(instance?.attachMedia).toHaveBeenCalledWith(video);
    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/poster.webp');
    unmount();
    expect(instance?.destroy).toHaveBeenCalled();
  });

  it('plays natively (no hls.js) where the browser can', async () => {
    const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<HlsVideo url={URL} title="Mangla Aarti" />);
    expect(canPlay).toHaveBeenCalledWith('application/vnd.apple.mpegurl');
    expect(document.querySelector('video')).toHaveAttribute('src', URL);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hls.instances).toHaveLength(0);
  });

  it('says so when neither can play the stream', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    hls.state.supported = false;
    render(<HlsVideo url={URL} title="Mangla Aarti" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This video cannot be played on this device.');
  });

  it('says so on a fatal stream error', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<HlsVideo url={URL} title="Mangla Aarti" />);
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const [event, handler] = hls.instances[0]!.on.mock.calls[0] as [string, (e: string, d: { fatal: boolean }) => void];
    expect(event).toBe('hlsError');
    handler(event, { fatal: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    handler(event, { fatal: true });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('shows a recording with the browser’s controls (seek bar, duration) and no LIVE badge', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    render(<HlsVideo url={URL} title="Mangla Aarti" />);
    expect(document.querySelector('video')).toHaveAttribute('controls');
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a stream on air as LIVE, with play and sound but no seek bar or duration', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      fireEvent.play(this);
      return Promise.resolve();
    });
    render(<HlsVideo url={URL} title="Mangla Aarti" live />);
    const video = document.querySelector('video')!;
    expect(video).not.toHaveAttribute('controls');
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByText(/\d:\d\d/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    fireEvent.volumeChange(video);
    expect(await screen.findByRole('button', { name: 'Unmute' })).toBeInTheDocument();

    await i18n.changeLanguage('hi');
    expect(await screen.findByText('लाइव')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़ुल स्क्रीन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आवाज़ चालू करें' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('takes a stream on air to full screen with its own controls, and back', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    let fullscreen: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreen });
    const request = vi.fn(() => {
      fullscreen = document.querySelector('video')!.parentElement;
      fireEvent(document, new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      fullscreen = null;
      fireEvent(document, new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.assign(HTMLElement.prototype, { requestFullscreen: request });
    Object.assign(document, { exitFullscreen: exit });
    render(<HlsVideo url={URL} title="Mangla Aarti" live />);

    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    // The frame goes full screen, not the bare <video>, so LIVE and these buttons stay on it.
    expect(request.mock.contexts[0]).toBe(document.querySelector('video')!.parentElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Exit full screen' }));
    expect(exit).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });
});
