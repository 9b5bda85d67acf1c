import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithProviders, stubFetch } from '@/test/render';
import StaticPage from './static-page';

const page = {
  slug: 'refund',
  title: 'Refund & Cancellation Policy',
  content:
    '## Recharges\n\nA failed recharge is refunded. See the [terms](/terms-of-use) or [Razorpay](https://razorpay.com).',
  updatedAt: '2026-11-01T00:00:00.000Z',
  hi: {},
};

describe('StaticPage (SPEC §2, §7)', () => {
  it('reads its page from the SPEC call and renders the Markdown', async () => {
    const fetchMock = stubFetch({ body: { status: true, data: page } });
    renderWithProviders(<StaticPage slug="refund" />, { route: '/refund-policy' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recharges' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/getRefundPolicy');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'Razorpay' })).toHaveAttribute('target', '_blank');
    expect(document.title).toBe('Refund & Cancellation Policy | Seva');
  });

  it('says the page could not load and retries on request', async () => {
    const fetchMock = stubFetch(
      { status: 503, body: { status: false, success: false, message: 'Down' } },
      {
        body: { status: true, data: page },
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<StaticPage slug="refund" />, { route: '/refund-policy' });
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('StaticPage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the page’s Hindi title and Markdown text', async () => {
    const hindi = {
      ...page,
      hi: {
        title: 'धनवापसी एवं रद्दीकरण नीति',
        content: '## रिचार्ज\n\nविफल रिचार्ज की राशि लौटा दी जाती है। [शर्तें](/terms-of-use) देखें।',
      },
    };
    stubFetch({ body: { status: true, data: hindi } });
    await i18n.changeLanguage('hi');
    renderWithProviders(<StaticPage slug="refund" />, { route: '/refund-policy' });

    expect(await screen.findByRole('heading', { level: 1, name: 'धनवापसी एवं रद्दीकरण नीति' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'रिचार्ज' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शर्तें' })).toHaveAttribute('href', '/terms-of-use');
  });
});
