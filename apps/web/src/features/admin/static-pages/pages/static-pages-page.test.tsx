import { screen, waitFor, within } from '@testing-library/react';
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

describe('StaticPagesPage in Hindi (issue 21)', () => {
  const refund = page('refund', 'Refund Policy', '## Refunds\n\nMoney goes back to where it came from.');
  const halfway = { ...refund, hi: { title: 'धनवापसी नीति' }, hindiMissing: ['content'] };

  it('saves the Hindi title beside the English one in hi', async () => {
    const fetchMock = fakeApi({
      'GET /api/admin/pages': pages,
      'PUT /api/admin/pages/terms': saved(terms, 'Page saved.'),
    });
    const { user } = setup();
    const title = await screen.findByLabelText('Title (Hindi)');
    expect(title).toHaveAttribute('lang', 'hi');
    await user.type(title, 'उपयोग की शर्तें');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/admin/pages/terms')).toEqual([
      { title: terms.title, content: terms.content, hi: { title: 'उपयोग की शर्तें', content: '' } },
    ]);
  });

  it('marks the pages whose Hindi is incomplete and offers only those with ?hindi=missing', async () => {
    const fetchMock = fakeApi({
      'GET /api/admin/pages': (_body, url) =>
        url.includes('hindi=missing')
          ? { body: { status: true, results: [halfway] } }
          : { body: { status: true, results: [terms, privacy, halfway] } },
    });
    const { user, router } = setup();
    const refundButton = await screen.findByRole('button', { name: /Refund policy/ });
    expect(await within(refundButton).findByText('Hindi missing')).toBeInTheDocument();
    expect(within(refundButton).getByText('No Hindi yet: Page text (Markdown)')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: 'Terms of use' })).queryByText('Hindi missing')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(callsWith(fetchMock, 'GET')).toContain('GET /api/admin/pages?hindi=missing');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Terms of use' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Refund policy/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Title (Hindi)')).toHaveValue('धनवापसी नीति');
  });

  it('says so when no page lacks Hindi, and shows every page again', async () => {
    fakeApi({
      'GET /api/admin/pages': (_body, url) =>
        url.includes('hindi=missing') ? { body: { status: true, results: [] } } : pages,
    });
    const { user, router } = setup('/admin/pages?hindi=missing');
    expect(await screen.findByText('No page lacks Hindi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all pages' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByLabelText('Page text (Markdown)')).toHaveValue(terms.content);
  });
});
