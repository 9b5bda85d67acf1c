import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { callsWith, paged, saved } from '../../shared/test/api-answers';
import { adminNews, adminNewsCategory } from '../test/news-fixtures';
import { fakeUpload, fileOf } from '@/test/fake-upload';
import NewsPage from './news-page';

beforeAll(() => loadNamespace('admin'));

const NEWS = '/api/admin/news/items';
const festivals = adminNewsCategory({ _id: 'dddddddddddddddddddddd01' });
const published = adminNews({ isBreaking: true });
const scheduled = adminNews({ title: 'Kumbh Mela dates announced for 2099', publishedAt: '2099-01-14T00:30:00.000Z' });
const draft = adminNews({ title: 'Temple timings change for winter', active: false });
const api = (items = [published, scheduled, draft]) => ({
  [`GET ${NEWS}`]: paged(items),
  'GET /api/admin/news/categories': paged([festivals]),
});

function setup(route = '/admin/news/items') {
  const user = userEvent.setup({ applyAccept: false });
  return { user, ...renderWithProviders(<NewsPage />, { route }) };
}

describe('NewsPage', () => {
  it('lists items as published, scheduled or draft, and filters breaking news through the URL', async () => {
    const fetchMock = fakeApi(api());
    const { user, router } = setup();
    expect(await screen.findByText('3 items')).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /Dev Deepawali/ });
    expect(first).toHaveTextContent('Published');
    expect(first).toHaveTextContent('Breaking');
    expect(screen.getByRole('row', { name: /Kumbh Mela/ })).toHaveTextContent('Scheduled');
    expect(screen.getByRole('row', { name: /Temple timings/ })).toHaveTextContent('Draft');

    await user.selectOptions(screen.getByLabelText('Breaking'), 'true');
    expect(router.state.location.search).toBe('?breaking=true');
    expect(callsWith(fetchMock, 'GET')).toContain(`GET ${NEWS}?breaking=true&page=1&pageSize=20`);
  });

  it('shows what is missing, previews the card as it is written, and schedules a later publish time', async () => {
    const fetchMock = fakeApi({ ...api([]), [`POST ${NEWS}`]: saved(scheduled, 'News saved.') });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = screen.getByRole('dialog', { name: 'New news item' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose a category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the headline.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the summary.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the story.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Festivals');
    await user.type(within(dialog).getByLabelText('Headline'), scheduled.title);
    await user.type(within(dialog).getByLabelText('Summary'), scheduled.summary);
    await user.type(within(dialog).getByLabelText('Story'), 'The akharas met at Prayagraj and fixed the bathing days.');
    const hindiHeadline = within(dialog).getByLabelText('Headline (Hindi)');
    expect(hindiHeadline).toHaveAttribute('lang', 'hi');
    await user.type(hindiHeadline, 'कुंभ मेले की तिथियाँ घोषित');
    await user.click(within(dialog).getByLabelText('Breaking news (shown in the ticker)'));
    const publish = within(dialog).getByLabelText('Publish time');
    await user.clear(publish);
    await user.type(publish, '2099-01-14T06:00');
    expect(within(dialog).getByText(/Scheduled: it appears on 14 Jan 2099, 6:00\s?am/i)).toBeInTheDocument();
    const card = within(dialog).getByRole('article', { name: 'News card preview' });
    expect(within(card).getByRole('heading', { name: scheduled.title })).toBeInTheDocument();
    expect(card).toHaveTextContent('Breaking');
    expect(within(dialog).getByText('Card preview').parentElement).toHaveTextContent('Scheduled');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('News saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, NEWS).filter(Boolean)).toEqual([
      {
        categoryId: festivals._id,
        title: scheduled.title,
        summary: scheduled.summary,
        body: 'The akharas met at Prayagraj and fixed the bathing days.',
        source: 'Seva News Desk',
        isBreaking: true,
        publishedAt: '2099-01-14T00:30:00.000Z',
        active: true,
        hi: { title: 'कुंभ मेले की तिथियाँ घोषित', summary: '', body: '', source: '' },
      },
    ]);
  });

  it('refuses a picture over 5 MB before sending it', async () => {
    fakeApi(api());
    const sent = fakeUpload(saved(published));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${published.title}` }));
    await user.upload(screen.getByLabelText('Upload picture'), fileOf('ghats.jpg', 'image/jpeg', 6));
    expect(screen.getByRole('alert')).toHaveTextContent('ghats.jpg is larger than 5 MB.');
    expect(sent).toEqual([]);
  });
});

describe('NewsPage in Hindi (issue 21)', () => {
  it('marks stories whose Hindi is incomplete and filters them with ?hindi=missing', async () => {
    const untranslated = adminNews({ title: 'Untranslated story', hindiMissing: ['summary', 'body'] });
    const fetchMock = fakeApi(api([untranslated]));
    const { user, router } = setup();
    const row = (await screen.findByText('Untranslated story')).closest('tr')!;
    expect(within(row).getByText('Hindi missing')).toBeInTheDocument();
    expect(within(row).getByText('No Hindi yet: Summary, Story')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(callsWith(fetchMock, 'GET')).toContain(`GET ${NEWS}?hindi=missing&page=1&pageSize=20`);
  });
});
