import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { callsWith, paged, refusal, saved } from '../../shared/test/api-answers';
import { adminReport } from '../test/milan-queue-fixtures';
import MilanReportsPage from './milan-reports-page';

beforeAll(() => loadNamespace('admin'));

const LIST = '/api/admin/milan/reports';
const report = adminReport();

function setup(route = '/admin/milan/reports') {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<MilanReportsPage />, { route }) };
}

async function openReport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open the report on Rahul Mishra' }));
  return screen.getByRole('dialog', { name: 'Asked for money' });
}

const queue = (fetchMock: ReturnType<typeof fakeApi>) => callsWith(fetchMock, 'GET').filter((c) => c.includes(LIST));

describe('MilanReportsPage', () => {
  it('lists the open reports with the reported member and the reporter, and filters by status', async () => {
    const suspended = adminReport({
      _id: '66b0c1d2e3f4a5b6c7d8e9f1',
      reason: 'fake_profile',
      reported: {
        _id: '65f0a1b2c3d4e5f6a1b2c3d6',
        name: 'Vikas Rao',
        mobile: '9000012345',
        suspended: true,
        openReports: 1,
      },
    });
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: (_body, url) => (url.includes('status=dismissed') ? paged([]) : paged([report, suspended])),
    });
    const { user, router } = setup();
    expect(await screen.findByText('2 reports')).toBeInTheDocument();
    expect(queue(fetchMock)).toEqual([`GET ${LIST}?status=open&page=1&pageSize=20`]);
    const row = screen.getByRole('row', { name: /Rahul Mishra/ });
    expect(row).toHaveTextContent('Asked for money');
    expect(row).toHaveTextContent('+91 91234 56780 · 2 open reports');
    expect(row).toHaveTextContent('Anita Sharma+91 98765 01234');
    expect(row).toHaveTextContent('3 Nov 2026, 11:30 am');
    expect(row).not.toHaveTextContent('Suspended');
    const other = screen.getByRole('row', { name: /Vikas Rao/ });
    expect(other).toHaveTextContent('Fake profile');
    expect(other).toHaveTextContent('Suspended');
    expect(other).toHaveTextContent('1 open report');

    await user.selectOptions(screen.getByLabelText('Status'), 'dismissed');
    expect(router.state.location.search).toBe('?status=dismissed');
    expect(queue(fetchMock).at(-1)).toBe(`GET ${LIST}?status=dismissed&page=1&pageSize=20`);
    expect(await screen.findByText('No dismissed reports')).toBeInTheDocument();
  });

  it('shows the details and links to the reported profile in the profiles console', async () => {
    fakeApi({ [`GET ${LIST}`]: paged([report]) });
    const { user } = setup();
    const panel = await openReport(user);
    expect(within(panel).getByText(report.details)).toBeInTheDocument();
    expect(within(panel).getByText('+91 98765 01234')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the profile in Profiles' })).toHaveAttribute(
      'href',
      '/admin/milan/profiles?q=9123456780',
    );
  });

  it('marks a report as actioned with a note', async () => {
    const note = 'Suspended the profile: he asked two members for money.';
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: [paged([report]), paged([])],
      [`PATCH ${LIST}/${report._id}`]: saved({ ...report, status: 'actioned', resolution: note }, 'Report closed.'),
    });
    const { user } = setup();
    const panel = await openReport(user);
    await user.type(within(panel).getByLabelText('Note (optional)'), note);
    await user.click(within(panel).getByRole('button', { name: 'Mark as actioned' }));
    expect(await screen.findByText('Report closed.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${LIST}/${report._id}`)).toEqual([{ status: 'actioned', resolution: note }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('dismisses without a note; a report closed by someone else shows the server’s message and reloads', async () => {
    const message = 'This report was already closed by another admin.';
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: [paged([report]), paged([report]), paged([])],
      [`PATCH ${LIST}/${report._id}`]: [
        saved({ ...report, status: 'dismissed' }, 'Report dismissed.'),
        refusal(409, message),
      ],
    });
    const { user } = setup();
    let panel = await openReport(user);
    await user.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${LIST}/${report._id}`)).toEqual([{ status: 'dismissed', resolution: '' }]);
    await waitFor(() => expect(queue(fetchMock)).toHaveLength(2));

    panel = await openReport(user);
    await user.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('shows how a closed report was handled, with no actions', async () => {
    const closed = adminReport({
      status: 'actioned',
      resolution: 'Profile suspended.',
      resolvedAt: '2026-11-04T05:00:00.000Z',
    });
    fakeApi({ [`GET ${LIST}`]: paged([closed]) });
    const { user } = setup('/admin/milan/reports?status=actioned');
    const panel = await openReport(user);
    expect(within(panel).getByText('Actioned')).toBeInTheDocument();
    expect(within(panel).getByText('Profile suspended.')).toBeInTheDocument();
    expect(within(panel).getByText('4 Nov 2026, 10:30 am')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });
});
