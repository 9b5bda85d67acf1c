import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@/test/render';
import { MainLayout } from './main-layout';

const branding = { status: true, data: {} };

describe('MainLayout (SPEC §2)', () => {
  it('shows the full navigation and, once its chunk has loaded, the footer on ordinary pages', async () => {
    stubFetch({ body: branding });
    renderWithProviders(<MainLayout />, { route: '/puja' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login or Create Account' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('uses the simpler header labelled "Login to Milan Sathi" on /milan-sathi paths', () => {
    stubFetch({ body: branding });
    renderWithProviders(<MainLayout />, { route: '/milan-sathi/search' });
    expect(screen.getByRole('button', { name: 'Login to Milan Sathi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login or Create Account' })).not.toBeInTheDocument();
  });

  it('hides the footer on a conversation page', async () => {
    stubFetch({ body: branding });
    renderWithProviders(<MainLayout />, { route: '/dashboard/messages/conversation/0123456789abcdef01234567' });
    // The footer's chunk has loaded by then: its absence is the layout's choice, not a pending import.
    await act(() => import('./footer'));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('marks the header scrolled only beyond 20 px', () => {
    stubFetch({ body: branding });
    renderWithProviders(<MainLayout />, { route: '/' });
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(20);
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).not.toHaveAttribute('data-scrolled');
  });
});
