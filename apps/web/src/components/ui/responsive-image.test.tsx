import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MediaImage } from '@seva/contracts';
import { ResponsiveImage } from './responsive-image';

const image: MediaImage = {
  src: '/uploads/media/aarti-640.webp',
  srcSet:
    '/uploads/media/aarti-320.webp 320w, /uploads/media/aarti-640.webp 640w, /uploads/media/aarti-1280.webp 1280w',
  avifSrcSet:
    '/uploads/media/aarti-320.avif 320w, /uploads/media/aarti-640.avif 640w, /uploads/media/aarti-1280.avif 1280w',
  width: 1280,
  height: 720,
};

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP in every width, sized, lazy and async', () => {
    const { container } = render(<ResponsiveImage image={image} alt="Ganga aarti" sizes="50vw" className="w-full" />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', image.avifSrcSet);
    expect(source).toHaveAttribute('sizes', '50vw');
    const img = screen.getByRole('img', { name: 'Ganga aarti' });
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('srcset', image.srcSet);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveClass('w-full');
  });

  it('loads a priority picture at once', () => {
    render(<ResponsiveImage image={image} alt="Hero" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws a placeholder with the alt text when there is no picture', () => {
    render(<ResponsiveImage image={null} alt="Bhajan" sizes="100vw" className="aspect-video" />);
    const placeholder = screen.getByRole('img', { name: 'Bhajan' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveClass('aspect-video');
  });
});
