import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { callsWith, paged, refusal } from '../../shared/test/api-answers';
import { adminTemple } from '../test/darshan-fixtures';
import DarshanTemplesPage from './darshan-temples-page';

beforeAll(() => loadNamespace('admin'));

const TEMPLES = '/api/admin/darshan/temples';
const kashi = adminTemple();

function setup() {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<DarshanTemplesPage />, { route: '/admin/darshan/temples' }) };
}

describe('DarshanTemplesPage', () => {
  it('lists the temples with deity, place and active switch', async () => {
    fakeApi({ [`GET ${TEMPLES}`]: paged([kashi]) });
    setup();
    expect(await screen.findByText('1 temple')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Shri Kashi Vishwanath/ });
    expect(row).toHaveTextContent('श्री काशी विश्वनाथ');
    expect(row).toHaveTextContent('Lord Shiva');
    expect(row).toHaveTextContent('Varanasi, Uttar Pradesh');
    expect(within(row).getByRole('switch', { name: 'Show Shri Kashi Vishwanath to customers' })).toBeChecked();
  });

  it('asks for the name, deity and place before creating', async () => {
    const fetchMock = fakeApi({ [`GET ${TEMPLES}`]: paged([]) });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New temple' }));
    const dialog = screen.getByRole('dialog', { name: 'New temple' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the temple name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the deity.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the city.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the state.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toEqual([]);
  });

  it('says why a temple with darshan cannot be deleted', async () => {
    const message = 'This temple still has darshan. Hide it instead.';
    fakeApi({ [`GET ${TEMPLES}`]: paged([kashi]), [`DELETE ${TEMPLES}/${kashi._id}`]: refusal(409, message) });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${kashi.name}` }));
    const dialog = screen.getByRole('alertdialog', { name: `Delete ${kashi.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
