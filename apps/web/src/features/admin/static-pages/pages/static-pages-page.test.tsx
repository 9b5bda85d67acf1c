import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStaticPage } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { callsWith, saved } from '../../shared/test/api-answers';
import StaticPagesPage from './static-pages-page';

beforeAll(() => loadNamespace('admin'));

const page = (slug: AdminStaticPage['slug'], title: string, content: string): AdminStaticPage => ({
  slug,
  title,
  content,
  updatedAt: '2026-11-01T10:00:00.000Z',
  hi: {},
  hindiMissing: [],
});
const terms = page('terms', 'Terms of Use', '## Who we are\n\nSeva is a devotional services app for India.');
const privacy = page('privacy', 'Privacy Policy', '## What we collect\n\nYour mobile number and your bookings.');
const pages = { body: { status: true, results: [terms, privacy] } };

function setup(route = '/admin/pages') {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<StaticPagesPage />, { route }) };
}

describe('StaticPagesPage', () => {
  it('edits a page’s Markdown beside its preview and saves it with PUT', async () => {
    const changed = `${terms.content}\n\n## Refunds\n\nSee the refund policy.`;
    const fetchMock = fakeApi({
      'GET /api/admin/pages': pages,
      'PUT /api/admin/pages/terms': saved({ ...terms, content: changed }, 'Page saved.'),
    });
    const { user } = setup();
    const text = await screen.findByLabelText('Page text (Markdown)');
    expect(screen.getByRole('button', { name: 'Terms of use' })).toHaveAttribute('aria-current', 'page');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();

    await user.type(text, '\n\n## Refunds\n\nSee the refund policy.');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    const hindiText = screen.getByLabelText('Page text (Markdown) (Hindi)');
    expect(hindiText).toHaveAttribute('lang', 'hi');
    await user.type(hindiText, '## हम कौन हैं');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/admin/pages/terms')).toEqual([
      { title: 'Terms of Use', content: changed, hi: { title: '', content: '## हम कौन हैं' } },
    ]);
  });

  it('asks for enough text before saving', async () => {
    const fetchMock = fakeApi({ 'GET /api/admin/pages': pages });
    const { user } = setup();
    const text = await screen.findByLabelText('Page text (Markdown)');
    await user.clear(text);
    await user.type(text, 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Please enter the page text.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'PUT')).toEqual([]);
  });

  it('opens another page through the URL', async () => {
    fakeApi({ 'GET /api/admin/pages': pages });
    const { user, router } = setup();
    await screen.findByLabelText('Page text (Markdown)');
    await user.click(screen.getByRole('button', { name: 'Privacy policy' }));
    expect(router.state.location.search).toBe('?slug=privacy');
    expect(screen.getByLabelText('Title')).toHaveValue('Privacy Policy');
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
  });
});
