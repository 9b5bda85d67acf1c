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
        hi: {},
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
