import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSULTANCY_ALREADY_OPEN, CONSULTANCY_RECEIVED, MESSAGES } from '@seva/contracts';
import { getActiveModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { consultancyRequest, created } from '../test/fixtures';
import ConsultancyPage from './consultancy-page';

const CREATE = 'POST /api/app/customer/consultant_request';
const LIST = 'GET /api/app/customer/consultant_requests';
const QUESTION = 'Is 14 February a good day for griha pravesh in our new flat?';

const loggedIn = () => fakeSession({ customer: testCustomer });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Muhurat (auspicious time)');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred language' }), 'Hindi (हिन्दी)');
  await user.click(screen.getByRole('radio', { name: /Evening/ }));
  await user.type(screen.getByRole('textbox', { name: 'Your question' }), QUESTION);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Request a consultancy' }));

describe('ConsultancyPage (/religious/consultancy)', () => {
  it('says what is missing before anything is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ [LIST]: { body: { status: true, data: [] } } });
    renderWithProviders(<ConsultancyPage />, { route: '/religious/consultancy', session: loggedIn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Religious consultancy' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('en');

    await submit(user);
    expect(await screen.findByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a time for the call.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us what you would like to ask.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAccessibleDescription(
      'Please tell us what you would like to ask.',
    );

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Vastu?');
    await submit(user);
    expect(await screen.findByText('Please tell us a little more (at least 10 characters).')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/app/customer/consultant_request')).toHaveLength(0);
  });

  it('opens the login modal for a visitor and keeps what they typed', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({});
    renderWithProviders(<ConsultancyPage />, { route: '/religious/consultancy' });
    await fillForm(user);
    await submit(user);

    await waitFor(() => expect(getActiveModal()).toBe('login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('muhurat');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('hi');
    expect(screen.getByRole('radio', { name: /Evening/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue(QUESTION);
    // A visitor has no requests to list, and nothing was sent.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Your requests' })).not.toBeInTheDocument();
  });

  it('asks the SPEC question, sends on Yes, then confirms and lists the requests in plain words', async () => {
    const user = userEvent.setup();
    const older = consultancyRequest({ topic: 'vastu', status: 'contacted', createdAt: '2026-11-10T10:00:00.000Z' });
    const oldest = consultancyRequest({ topic: 'kundli', status: 'closed', createdAt: '2026-10-01T10:00:00.000Z' });
    const mine = consultancyRequest({ message: QUESTION, createdAt: '2026-11-22T04:00:00.000Z' });
    let listed = [older, oldest];
    const fetchMock = fakeApi({
      [LIST]: () => ({ body: { status: true, data: listed } }),
      [CREATE]: () => {
        listed = [mine, older, oldest];
        return { body: created(mine) };
      },
    });
    renderWithProviders(<ConsultancyPage />, { route: '/religious/consultancy', session: loggedIn() });
    await screen.findByRole('region', { name: 'Your requests' });
    await fillForm(user);

    await submit(user);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(MESSAGES.confirmConsultancy);
    expect(dialog).toHaveAccessibleName('Are you sure? You want to request a consultancy?');
    expect(dialog).toHaveAccessibleDescription('Muhurat (auspicious time) · Hindi (हिन्दी) · Evening');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/app/customer/consultant_request')).toHaveLength(0);

    await submit(user);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    const panel = await screen.findByRole('region', { name: CONSULTANCY_RECEIVED });
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(panel).toHaveTextContent('Request received');
    expect(panel).toHaveTextContent('Muhurat (auspicious time)');
    expect(panel).toHaveTextContent(QUESTION);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/app/customer/consultant_request')).toEqual([
      { topic: 'muhurat', preferredLanguage: 'hi', preferredTime: 'evening', message: QUESTION },
    ]);

    const requests = screen.getByRole('region', { name: 'Your requests' });
    await waitFor(() => expect(within(requests).getAllByRole('article')).toHaveLength(3));
    const [first, second, third] = within(requests).getAllByRole('article');
    expect(first).toHaveTextContent('Muhurat (auspicious time)');
    expect(first).toHaveTextContent('New');
    expect(first).toHaveTextContent('Requested on 22 Nov 2026 · Hindi (हिन्दी) · Evening');
    expect(second).toHaveTextContent('Vastu');
    expect(second).toHaveTextContent("We've contacted you");
    expect(third).toHaveTextContent('Kundli and horoscope');
    expect(third).toHaveTextContent('Closed');

    await user.click(within(panel).getByRole('button', { name: 'Ask about something else' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  });

  it("toasts the server's message when an open request on the topic exists (409), keeping the form", async () => {
    const user = userEvent.setup();
    fakeApi({
      [LIST]: { body: { status: true, data: [] } },
      [CREATE]: { status: 409, body: { status: false, success: false, message: CONSULTANCY_ALREADY_OPEN } },
    });
    renderWithProviders(<ConsultancyPage />, { route: '/religious/consultancy', session: loggedIn() });
    await fillForm(user);
    await submit(user);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(CONSULTANCY_ALREADY_OPEN)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue(QUESTION);
    expect(screen.queryByText('Request received')).not.toBeInTheDocument();
  });

  it('falls back to the catalogue default when a failure has no message', async () => {
    const user = userEvent.setup();
    fakeApi({ [LIST]: { body: { status: true, data: [] } }, [CREATE]: { status: 502 } });
    renderWithProviders(<ConsultancyPage />, { route: '/religious/consultancy', session: loggedIn() });
    await fillForm(user);
    await submit(user);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
  });

  it('hides the requests list when the customer has none or it cannot load (SPEC §8)', async () => {
    const fetchMock = fakeApi({ [LIST]: { status: 500, body: { status: false, success: false, message: 'Down' } } });
    renderWithProviders(<ConsultancyPage />, { route: '/religious/consultancy', session: loggedIn() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('requests-skeleton')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
