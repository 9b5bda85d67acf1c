import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mediaImage } from '@/test/factories';
import { YouTubeEmbed } from './youtube-embed';

describe('YouTubeEmbed (light embed)', () => {
  it('shows only the thumbnail and a play button until pressed, then YouTube’s player for that id', async () => {
    const onPlay = vi.fn();
    render(
      <YouTubeEmbed youtubeId="AbCdEfGhIjK" title="Ganga Aarti" thumbnail={mediaImage('ganga')} onPlay={onPlay} />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    const button = screen.getByRole('button', { name: 'Play video: Ganga Aarti' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/uploads/media/ganga-640.webp');

    await userEvent.click(button);
    const frame = screen.getByTitle('Video: Ganga Aarti');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/AbCdEfGhIjK?autoplay=1');
    expect(frame).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play video: Ganga Aarti' })).not.toBeInTheDocument();
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('uses YouTube’s thumbnail when there is no stored one, and warms the connections on hover', async () => {
    render(<YouTubeEmbed youtubeId="AbCdEfGhIjK" title="Bhajan" thumbnail={null} />);
    const button = screen.getByRole('button', { name: 'Play video: Bhajan' });
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/AbCdEfGhIjK/hqdefault.jpg');
    await userEvent.hover(button);
    expect(
      document.head.querySelector('link[rel="preconnect"][href="https://www.youtube-nocookie.com"]'),
    ).not.toBeNull();
  });
});
