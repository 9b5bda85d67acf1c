import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { fakeUpload, fileOf } from '@/test/fake-upload';
import { callsWith, paged, refusal, saved } from '../../shared/test/api-answers';
import { adminMediaCategory, adminSubCategory } from '../test/media-fixtures';
import MediaCategoriesPage from './media-categories-page';

beforeAll(() => loadNamespace('admin'));

const CATEGORIES = '/api/admin/media/categories';
const aarti = adminMediaCategory({ _id: 'aaaaaaaaaaaaaaaaaaaaaa01' });
const katha = adminMediaCategory({
  slug: 'katha',
  name: 'Katha',
  nameHi: 'कथा',
  videoCount: 0,
  podcastCount: 0,
  active: false,
});

function setup(route = '/admin/media/categories') {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(<MediaCategoriesPage />, { route });
  return { user, ...view };
}

describe('MediaCategoriesPage', () => {
  it('lists the categories with what they hold and their active switch', async () => {
    fakeApi({ [`GET ${CATEGORIES}`]: paged([aarti, katha]) });
    setup();
    expect(await screen.findByText('2 categories')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Aarti/ });
    expect(within(row).getByText('12 videos · 3 podcasts')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Show Aarti to customers' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Show Katha to customers' })).toHaveAttribute('aria-checked', 'false');
  });

  it('shows the schema’s messages before creating, then keeps the new category open for its picture', async () => {
    const fetchMock = fakeApi({
      [`GET ${CATEGORIES}`]: paged([]),
      [`POST ${CATEGORIES}`]: saved(aarti, 'Category created.'),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    expect(within(dialog).getByText('Save first, then upload.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the name.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Aarti');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category created.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, CATEGORIES).filter(Boolean)).toEqual([
      {
        name: 'Aarti',
        nameHi: '',
        description: '',
        sortOrder: 0,
        active: true,
        hi: { description: '' },
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Edit Aarti' })).toBeInTheDocument();
    expect(screen.getByText('JPEG, PNG or WebP, up to 5 MB.')).toBeInTheDocument();
  });

  it('refuses a picture of another type or over 5 MB before sending it', async () => {
    fakeApi({ [`GET ${CATEGORIES}`]: paged([aarti]) });
    const sent = fakeUpload({ body: { status: true, message: 'Picture saved.', data: aarti } });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Aarti' }));
    const input = screen.getByLabelText('Upload picture');

    await user.upload(input, fileOf('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not JPEG, PNG or WebP.');
    await user.upload(input, fileOf('diya.png', 'image/png', 6));
    expect(screen.getByRole('alert')).toHaveTextContent('diya.png is larger than 5 MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the server’s reason when a category that holds videos cannot be deleted', async () => {
    const message = 'This category still holds sub-categories. Hide it instead.';
    fakeApi({
      [`GET ${CATEGORIES}`]: paged([aarti]),
      [`DELETE ${CATEGORIES}/${aarti._id}`]: refusal(409, message),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Aarti' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Aarti?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Switch it off (Active) instead to hide it from customers.');
  });

  it('opens a category’s sub-categories below the list', async () => {
    const fetchMock = fakeApi({
      [`GET ${CATEGORIES}`]: paged([aarti]),
      'GET /api/admin/media/sub-categories': paged([adminSubCategory()]),
    });
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sub-categories of Aarti' }));
    const panel = await screen.findByRole('region', { name: 'Sub-categories of Aarti' });
    expect(await within(panel).findByText('Ganga Aarti')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?category=${aarti._id}`);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/admin/media/sub-categories?categoryId=${aarti._id}&pageSize=100`,
    );
  });
});

describe('MediaCategoriesPage in Hindi (issue 21)', () => {
  const SUB_CATEGORIES = '/api/admin/media/sub-categories';

  it('saves the description’s Hindi beside the English in hi, the name’s in nameHi', async () => {
    const fetchMock = fakeApi({
      [`GET ${CATEGORIES}`]: paged([aarti]),
      [`PATCH ${CATEGORIES}/${aarti._id}`]: saved(aarti, 'Category saved.'),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Aarti' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Aarti' });
    expect(within(dialog).getByLabelText('Name in Hindi')).toHaveValue('आरती');
    const description = within(dialog).getByLabelText('Description (Hindi)');
    expect(description).toHaveAttribute('lang', 'hi');
    await user.type(description, 'महान मंदिरों की संध्या और प्रातः आरतियाँ।');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${CATEGORIES}/${aarti._id}`)).toEqual([
      expect.objectContaining({
        nameHi: 'आरती',
        description: aarti.description,
        hi: { description: 'महान मंदिरों की संध्या और प्रातः आरतियाँ।' },
      }),
    ]);
  });

  it('marks categories whose Hindi is incomplete and filters them with ?hindi=missing', async () => {
    const untranslated = adminMediaCategory({ name: 'Bhajan', nameHi: '', hindiMissing: ['name', 'description'] });
    const fetchMock = fakeApi({ [`GET ${CATEGORIES}`]: paged([aarti, untranslated]) });
    const { user, router } = setup();
    const row = (await screen.findByRole('button', { name: 'Edit Bhajan' })).closest('tr')!;
    expect(within(row).getByText('Hindi missing')).toBeInTheDocument();
    expect(within(row).getByText('No Hindi yet: Name, Description')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Aarti/ })).queryByText('Hindi missing')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(callsWith(fetchMock, 'GET')).toContain(`GET ${CATEGORIES}?hindi=missing&page=1&pageSize=50`);
  });

  it('marks the open category’s sub-categories whose Hindi is incomplete and filters them on their own', async () => {
    const untranslated = adminSubCategory({ name: 'Shiv Aarti', nameHi: '', hindiMissing: ['name'] });
    const fetchMock = fakeApi({
      [`GET ${CATEGORIES}`]: paged([aarti]),
      [`GET ${SUB_CATEGORIES}`]: paged([adminSubCategory(), untranslated]),
    });
    const { user, router } = setup(`/admin/media/categories?category=${aarti._id}`);
    const panel = await screen.findByRole('region', { name: 'Sub-categories of Aarti' });
    const row = (await within(panel).findByText('Shiv Aarti')).closest('tr')!;
    expect(within(row).getByText('No Hindi yet: Name')).toBeInTheDocument();
    expect(within(within(panel).getByText('Ganga Aarti').closest('tr')!).queryByText('Hindi missing')).toBeNull();

    await user.selectOptions(within(panel).getByLabelText('Hindi'), 'missing');
    expect(router.state.location.search).toBe(`?category=${aarti._id}&subHindi=missing`);
    expect(callsWith(fetchMock, 'GET')).toContain(
      `GET ${SUB_CATEGORIES}?categoryId=${aarti._id}&pageSize=100&hindi=missing`,
    );
    expect(callsWith(fetchMock, 'GET')).not.toContain(`GET ${CATEGORIES}?hindi=missing&page=1&pageSize=50`);
  });
});
