import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { callsWith, paged, refusal, saved } from '../../shared/test/api-answers';
import { adminConsultancy } from '../test/consultancy-fixtures';
import ConsultancyPage from './consultancy-page';

beforeAll(() => loadNamespace('admin'));

const INBOX = '/api/admin/consultancy';
const asha = adminConsultancy();
const ravi = adminConsultancy({
  _id: '65f0a1b2c3d4e5f63f9a1c2f',
  topic: 'vastu',
  preferredLanguage: 'mr',
  preferredTime: 'morning',
  status: 'closed',
  customerName: null,
  customerMobile: '9123456780',
});

function setup(route = '/admin/consultancy') {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<ConsultancyPage />, { route }) };
}

describe('ConsultancyPage', () => {
  it('lists requests with who, topic, the call they prefer and status, filtered by status', async () => {
    const fetchMock = fakeApi({ [`GET ${INBOX}`]: paged([asha, ravi]) });
    const { user, router } = setup();
    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Asha Verma/ });
    expect(row).toHaveTextContent('+91 98765 43210');
    expect(row).toHaveTextContent('Muhurat (auspicious time)');
    expect(row).toHaveTextContent('Evening (4 PM – 8 PM)');
    expect(row).toHaveTextContent('New');
    const unnamed = screen.getByRole('row', { name: /Customer without a name/ });
    expect(unnamed).toHaveTextContent('Marathi');
    expect(unnamed).toHaveTextContent('Closed');

    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    expect(router.state.location.search).toBe('?status=contacted');
    expect(callsWith(fetchMock, 'GET').at(-1)).toBe(`GET ${INBOX}?status=contacted&page=1&pageSize=20`);
  });

  it('opens a request with a number to call, and marks it contacted with the team’s note', async () => {
    const contacted = {
      ...asha,
      status: 'contacted' as const,
      note: 'Called; will send dates.',
      updatedAt: '2026-11-02T10:00:00.000Z',
    };
    const fetchMock = fakeApi({
      [`GET ${INBOX}`]: paged([asha]),
      [`PATCH ${INBOX}/${asha._id}/status`]: saved(contacted, 'The request is marked contacted.'),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open the request of Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Request #3f9a1c2e' });
    expect(within(dialog).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(dialog).getByText(asha.message)).toBeInTheDocument();
    expect(within(dialog).getByText('Hindi')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Team note'), 'Called; will send dates.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as contacted' }));
    expect(await screen.findByText('The request is marked contacted.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${INBOX}/${asha._id}/status`)).toEqual([
      { status: 'contacted', note: 'Called; will send dates.' },
    ]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close request' })).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Reopen as new' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark as contacted' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Team note')).toHaveValue('Called; will send dates.');
  });

  it('toasts the server’s reason when a status cannot be changed', async () => {
    const message = 'This request does not exist.';
    fakeApi({ [`GET ${INBOX}`]: paged([asha]), [`PATCH ${INBOX}/${asha._id}/status`]: refusal(404, message) });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open the request of Asha Verma' }));
    await user.click(screen.getByRole('button', { name: 'Close request' }));
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
  });
});
