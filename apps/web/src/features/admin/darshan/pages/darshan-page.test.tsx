import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { mediaImage } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { callsWith, paged, saved } from '../../shared/test/api-answers';
import { adminDarshan, adminTemple } from '../test/darshan-fixtures';
import { fakeUpload, fileOf } from '@/test/fake-upload';
import DarshanPage from './darshan-page';

beforeAll(() => loadNamespace('admin'));

const ENTRIES = '/api/admin/darshan/entries';
const kashi = adminTemple({ _id: 'cccccccccccccccccccccc01' });
const mahakal = adminTemple({ _id: 'cccccccccccccccccccccc02', name: 'Shri Mahakaleshwar', city: 'Ujjain' });
const mangla = adminDarshan();
const api = (entries = [mangla]) => ({
  [`GET ${ENTRIES}`]: paged(entries),
  'GET /api/admin/darshan/temples': paged([kashi, mahakal]),
});

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  return { user, ...renderWithProviders(<DarshanPage />, { route: '/admin/darshan/entries' }) };
}

describe('DarshanPage', () => {
  it('lists darshan by day and temple, filtered by temple and date', async () => {
    const fetchMock = fakeApi(api());
    const { user, router } = setup();
    const row = await screen.findByRole('row', { name: /Mangla aarti shringar/ });
    expect(row).toHaveTextContent('Mon, 2 Nov 2026');
    expect(row).toHaveTextContent('Shri Kashi Vishwanath');
    expect(row).toHaveTextContent('2 pictures');

    await user.selectOptions(screen.getByLabelText('Temple'), 'Shri Mahakaleshwar, Ujjain');
    await user.type(screen.getByLabelText('Date'), '2026-11-02');
    expect(router.state.location.search).toBe(`?templeId=${mahakal._id}&date=2026-11-02`);
    expect(callsWith(fetchMock, 'GET')).toContain(
      `GET ${ENTRIES}?templeId=${mahakal._id}&date=2026-11-02&page=1&pageSize=20`,
    );
  });

  it('asks for the temple and title, then keeps the new darshan open for its pictures', async () => {
    const fetchMock = fakeApi({ ...api([]), [`POST ${ENTRIES}`]: saved({ ...mangla, images: [] }, 'Darshan added.') });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New darshan' }));
    const dialog = screen.getByRole('dialog', { name: 'New darshan' });
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-02');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose a temple.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the title.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Temple'), 'Shri Kashi Vishwanath, Varanasi');
    await user.type(within(dialog).getByLabelText('Title'), mangla.title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Darshan added.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ENTRIES).filter(Boolean)).toEqual([
      { templeId: kashi._id, date: '2026-11-02', title: mangla.title, description: '' },
    ]);
    const edit = screen.getByRole('dialog', { name: `Edit ${mangla.title}` });
    expect(within(edit).getByText('Pictures (0 of 8)')).toBeInTheDocument();
    expect(within(edit).getByLabelText('Add pictures')).toBeEnabled();
  });

  it('uploads several pictures one after another and removes one after asking', async () => {
    const one = { ...mangla, images: [...mangla.images, mediaImage('kashi-3')] };
    const two = { ...one, images: [...one.images, mediaImage('kashi-4')] };
    const fetchMock = fakeApi({
      ...api(),
      [`DELETE ${ENTRIES}/${mangla._id}/images/0`]: saved({ ...two, images: two.images.slice(1) }, 'Picture removed.'),
    });
    const sent = fakeUpload(saved(one, 'Picture added.'), saved(two, 'Picture added.'));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${mangla.title}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${mangla.title}` });
    const files = [fileOf('kashi-3.jpg', 'image/jpeg'), fileOf('kashi-4.webp', 'image/webp')];
    await user.upload(within(dialog).getByLabelText('Add pictures'), files);
    expect(await within(dialog).findByText('Pictures (4 of 8)')).toBeInTheDocument();
    expect(sent.map((upload) => [upload.url, upload.file])).toEqual([
      [`${ENTRIES}/${mangla._id}/images`, files[0]],
      [`${ENTRIES}/${mangla._id}/images`, files[1]],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 1' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove picture 1?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Picture removed.')).toBeInTheDocument();
    expect(within(dialog).getByText('Pictures (3 of 8)')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'DELETE')).toEqual([`DELETE ${ENTRIES}/${mangla._id}/images/0`]);
  });

  it('refuses a picture that is not an image, and more pictures than the gallery has room for', async () => {
    const six = { ...mangla, images: [1, 2, 3, 4, 5, 6].map((n) => mediaImage(`kashi-${n}`)) };
    fakeApi(api([six]));
    const sent = fakeUpload(saved(six));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${mangla.title}` }));
    const input = screen.getByLabelText('Add pictures');
    await user.upload(input, fileOf('aarti.mp4', 'video/mp4'));
    expect(screen.getByRole('alert')).toHaveTextContent('aarti.mp4 is not JPEG, PNG or WebP.');
    await user.upload(
      input,
      ['a', 'b', 'c'].map((name) => fileOf(`${name}.jpg`, 'image/jpeg')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You can add 2 more pictures.');
    expect(sent).toEqual([]);
  });
});
