/**
 * /design lists every colour token of index.css with its computed contrast, and the type scale in both scripts.
 * Vitest leaves CSS out (css: false), so the stylesheet's source is read from disk for the page's `?raw` import.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { contrastRatio, formatRatio } from '../contrast';
import { colourTokens } from '../tokens';
import DesignPage from './design-page';

const css = readFileSync(resolve(import.meta.dirname, '../../../index.css'), 'utf8');
vi.mock('@/index.css?raw', async () => {
  const [fs, path] = await Promise.all([import('node:fs'), import('node:path')]);
  return { default: fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.css'), 'utf8') };
});

describe('the design page', () => {
  it('reads the colour tokens from index.css', () => {
    const tokens = colourTokens(css);
    expect(tokens).toContainEqual({ name: 'brand', hex: '#e15602' });
    expect(tokens).toContainEqual({ name: 'primary', hex: '#b94600' });
    expect(tokens.map((token) => token.name)).toContain('primary-dark');
  });

  it('shows every colour token with its hex and its contrast ratios', async () => {
    renderWithProviders(<DesignPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seva design system' })).toBeInTheDocument();
    const swatches = within(screen.getByRole('region', { name: 'Colour tokens' })).getAllByRole('listitem');
    const tokens = colourTokens(css);
    expect(swatches).toHaveLength(tokens.length);

    const primary = swatches.find((item) => within(item).queryByText('primary', { exact: true }))!;
    expect(primary).toHaveTextContent('#b94600');
    expect(primary).toHaveTextContent('On white: 5.3:1');
    expect(primary).toHaveTextContent('passes AA (≥ 4.5:1)');

    // The brand saffron is for shapes on white (3:1), not text.
    const brand = swatches.find((item) => within(item).queryByText('brand', { exact: true }))!;
    expect(brand).toHaveTextContent(`On white: ${formatRatio(contrastRatio('#e15602', '#ffffff'))}`);
    expect(brand).toHaveTextContent('passes AA (≥ 3:1)');

    // A light tint is judged as the background of primary text.
    const tint = swatches.find((item) => within(item).queryByText('primary-50', { exact: true }))!;
    expect(tint).toHaveTextContent(`With primary (background under primary text): 4.9:1`);
    const deeperTint = swatches.find((item) => within(item).queryByText('primary-100', { exact: true }))!;
    expect(deeperTint).toHaveTextContent(
      /With primary-dark \(background under primary-dark text\): [\d.]+:1, passes AA/,
    );
  });

  it('shows the type scale in English and Hindi, and the components in their states', async () => {
    renderWithProviders(<DesignPage />);
    const type = await screen.findByRole('region', { name: /Type scale/ });
    expect(within(type).getAllByText('काशी विश्वनाथ में पूजा बुक करें')).toHaveLength(6);
    expect(within(type).getAllByText('Book a puja at Kashi Vishwanath')[0]).toHaveAttribute('lang', 'en');

    const gallery = screen.getByRole('region', { name: 'Components' });
    expect(within(gallery).getByRole('button', { name: 'Disabled' })).toBeDisabled();
    expect(within(gallery).getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number',
    );
    expect(within(gallery).getByText('No bookings yet')).toBeInTheDocument();
  });
});
