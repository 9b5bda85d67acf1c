import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
});
