import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { paged, refusal, saved } from '../../shared/test/api-answers';
import { adminNewsCategory } from '../test/news-fixtures';
import NewsCategoriesPage from './news-categories-page';

beforeAll(() => loadNamespace('admin'));

const CATEGORIES = '/api/admin/news/categories';
const festivals = adminNewsCategory();
const temples = adminNewsCategory({ slug: 'temples', name: 'Temples', nameHi: 'मंदिर', sortOrder: 1, active: false });

function setup() {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<NewsCategoriesPage />, { route: '/admin/news/categories' }) };
}

describe('NewsCategoriesPage', () => {
  it('lists the categories with web address, position and state', async () => {
    fakeApi({ [`GET ${CATEGORIES}`]: paged([festivals, temples]) });
    setup();
    expect(await screen.findByText('2 categories')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Festivals/ })).toHaveTextContent('festivals');
    expect(screen.getByRole('switch', { name: 'Show Temples to customers' })).not.toBeChecked();
  });

  it('checks the name, then creates the category', async () => {
    const fetchMock = fakeApi({
      [`GET ${CATEGORIES}`]: paged([]),
      [`POST ${CATEGORIES}`]: saved(festivals, 'Category created.'),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = screen.getByRole('dialog', { name: 'New news category' });
    await user.type(within(dialog).getByLabelText('Name'), 'F');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the name.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'estivals');
    await user.type(within(dialog).getByLabelText('Name in Hindi'), 'त्योहार');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category created.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, CATEGORIES).filter(Boolean)).toEqual([
      { name: 'Festivals', nameHi: 'त्योहार', sortOrder: 0, active: true },
    ]);
    // No upload for a news category: saving closes the editor.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a category that holds news cannot be deleted', async () => {
    const message = 'This category still holds news. Hide it instead.';
    fakeApi({
      [`GET ${CATEGORIES}`]: paged([festivals]),
      [`DELETE ${CATEGORIES}/${festivals._id}`]: refusal(409, message),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Festivals' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Festivals?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
