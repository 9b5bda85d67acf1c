import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TEMPLATES, type DataExport } from '@seva/contracts';
import { i18n } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { DataExportCard } from './data-export-card';

const LIST = 'GET /api/me/data-exports';
const REQUEST = 'POST /api/me/data-export';

const dataExport = (overrides: Partial<DataExport> = {}): DataExport => ({
  _id: '0123456789abcdef01234567',
  status: 'ready',
  createdAt: '2026-11-29T10:00:00.000Z',
  readyAt: '2026-11-29T10:00:05.000Z',
  expiresAt: '2026-12-06T10:00:05.000Z',
  sizeBytes: 48_000,
  ...overrides,
});
const listed = (...results: DataExport[]) => ({ body: { success: true, results } });

const render = () =>
  renderWithProviders(<DataExportCard />, { route: '/profile', session: fakeSession({ customer: testCustomer }) });

afterEach(() => vi.restoreAllMocks());

describe('DataExportCard (Download my data)', () => {
  it('says what the ZIP holds and, by keyboard, asks for it, then shows that it is being prepared', async () => {
    const fetchMock = fakeApi({
      [LIST]: [listed(), listed(dataExport({ status: 'pending', readyAt: null, expiresAt: null }))],
      [REQUEST]: { status: 202, body: { success: true, data: dataExport({ status: 'pending' }) } },
    });
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('heading', { level: 2, name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByText(/Milan Sathi profile, connections, shortlist and messages/)).toBeInTheDocument();
    expect(screen.getByText(/deleted after 7 days/)).toBeInTheDocument();

    const button = await screen.findByRole('button', { name: 'Request my data' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Preparing your data… we’ll notify you when it is ready.',
    );
    expect(bodiesOf(fetchMock, '/api/me/data-export')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Request my data' })).not.toBeInTheDocument();
  });

  it('offers a ready export as a Download with its expiry date, and saves the ZIP under its own name', async () => {
    fakeApi({ [LIST]: listed(dataExport()), 'GET /api/me/data-exports/0123456789abcdef01234567/download': {} });
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Your data is ready.')).toBeInTheDocument();
    expect(screen.getByText(/Available until .*2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data (ZIP)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('seva-my-data-2026-11-29.zip');
  });

  it('shows the server’s refusal (the daily limit) as an alert, and an expired export can be asked for again', async () => {
    const limit = MESSAGE_TEMPLATES.dataExportLimit(3);
    fakeApi({
      [LIST]: listed(dataExport({ status: 'expired' })),
      [REQUEST]: { status: 429, body: { status: false, success: false, message: limit } },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Your last download has expired and was deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request my data again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });

  it('says when the list cannot be loaded, with a way to try again', async () => {
    fakeApi({ [LIST]: { status: 500, body: { status: false, success: false, message: 'Down' } } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      fakeApi({ [LIST]: listed() });
      render();
      expect(screen.getByRole('heading', { level: 2, name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'मेरा डेटा माँगें' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
