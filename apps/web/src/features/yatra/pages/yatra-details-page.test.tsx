import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { stubIntersectionObserver } from '@/test/fake-intersection-observer';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { yatraDetails } from '../test/fixtures';
import YatraDetailsPage from './yatra-details-page';

const DETAILS = '/api/app/customer/yatra_details_by_id';
const yatra = yatraDetails();
const open = yatra.departures[0]!;
const few = yatra.departures[1]!;

const render = (loggedIn = true) =>
  renderWithProviders(<YatraDetailsPage />, {
    route: `/yatra/yatra-details?id=${yatra._id}`,
    session: fakeSession({ customer: loggedIn ? testCustomer : null }),
  });

describe('YatraDetailsPage (/yatra/yatra-details)', () => {
  it('shows the yatra, every exclusion, the prices, the itinerary and the cancellation slabs', async () => {
    const fetchMock = fakeApi({ [`POST ${DETAILS}`]: { body: { status: true, data: yatra } } });
    render();
    expect(screen.getByTestId('yatra-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: yatra.name })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, DETAILS)).toEqual([{ id: yatra._id }]);
    expect(screen.getByText('11N/12D')).toBeInTheDocument();
    expect(screen.getByText('Haridwar to Haridwar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register on the Uttarakhand portal' })).toHaveAttribute(
      'href',
      'https://registrationandtouristcare.uk.gov.in/',
    );

    const exclusions = screen.getByRole('region', { name: 'What’s not included' });
    expect(
      within(exclusions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(yatra.exclusions.map((text) => `✗${text}`));
    const inclusions = screen.getByRole('region', { name: 'What’s included' });
    expect(within(inclusions).getAllByRole('listitem')).toHaveLength(2);

    const prices = screen.getByRole('table', { name: 'Prices per person' });
    expect(
      within(prices)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TravellerPrice',
      'Adult in a single room₹64,900',
      'Adult, double sharing₹46,500',
      'Adult, triple sharing₹42,900',
      'Child, 5–11 years₹29,900',
      'Child under 5 yearsFree',
    ]);

    const policy = screen.getByRole('table', { name: 'Cancellation policy' });
    expect(
      within(policy)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'When you cancelWhat is kept',
      '15 days or more before departure10 % deducted',
      '8–14 days before departure25 % deducted',
      '4–7 days before departure50 % deducted',
      'Less than 4 days before departureNo refund',
    ]);
  });

  it('opens and closes the days of the itinerary', async () => {
    fakeApi({ [`POST ${DETAILS}`]: { body: { status: true, data: yatra } } });
    const user = userEvent.setup();
    render();
    const day1 = await screen.findByRole('button', { name: /Day 1 Arrive in Haridwar/ });
    const day2 = screen.getByRole('button', { name: /Day 2 Haridwar to Barkot/ });
    expect(day1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Evening Ganga Aarti at Har Ki Pauri.')).toBeVisible();
    expect(day2).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Haridwar to Barkot' })).not.toBeInTheDocument();

    await user.click(day2);
    expect(day2).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Haridwar to Barkot' })).toHaveTextContent('Overnight: Barkot');

    await user.click(screen.getByRole('button', { name: 'Show all days' }));
    expect(screen.getByRole('button', { name: /Day 3 Departure/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide all days' }));
    expect(day1).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists every departure with seats left; full and closed ones are disabled with the reason', async () => {
    fakeApi({ [`POST ${DETAILS}`]: { body: { status: true, data: yatra } } });
    const user = userEvent.setup();
    render();
    const group = await screen.findByRole('group', { name: 'Departures' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);

    const first = within(group).getByRole('radio', { name: /15 May 2027/ });
    expect(first).toBeChecked();
    expect(first.closest('label')).toHaveTextContent('Sat, 15 May 2027 – Wed, 26 May 2027');
    expect(first.closest('label')).toHaveTextContent('12 seats left');

    const second = within(group).getByRole('radio', { name: /29 May 2027/ });
    expect(second.closest('label')).toHaveTextContent('3 seats left');
    expect(second.closest('label')).toHaveTextContent('Few seats left');

    const fullRadio = within(group).getByRole('radio', { name: /12 Jun 2027/ });
    expect(fullRadio).toBeDisabled();
    expect(fullRadio).toHaveAccessibleDescription('Full · No seats left');

    const closedRadio = within(group).getByRole('radio', { name: /18 Sept? 2027/ });
    expect(closedRadio).toBeDisabled();
    expect(closedRadio).toHaveAccessibleDescription('Booking closed · Booking closes 5 days before departure');

    const book = screen.getByRole('link', { name: 'Book now' });
    expect(book).toHaveAttribute('href', `/yatra/yatra-details/book-yatra?id=${yatra._id}&departure=${open._id}`);
    await user.click(second);
    expect(book).toHaveAttribute('href', `/yatra/yatra-details/book-yatra?id=${yatra._id}&departure=${few._id}`);
  });

  it('keeps "From ₹X per person" and Book now at the bottom of a phone while the panel’s is scrolled away', async () => {
    const viewport = stubIntersectionObserver();
    fakeApi({ [`POST ${DETAILS}`]: { body: { status: true, data: yatra } } });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: /29 May 2027/ }));
    viewport.setInView(false);
    const bar = screen.getByRole('region', { name: 'Price and booking' });
    expect(bar).toHaveTextContent('From ₹42,900 per person');
    expect(within(bar).getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      `/yatra/yatra-details/book-yatra?id=${yatra._id}&departure=${few._id}`,
    );
  });

  it('asks a visitor to log in before booking', async () => {
    fakeApi({ [`POST ${DETAILS}`]: { body: { status: true, data: yatra } } });
    const user = userEvent.setup();
    const { router } = render(false);
    await user.click(await screen.findByRole('link', { name: 'Book now' }));
    expect(await screen.findByText('Please login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/yatra/yatra-details');
  });

  it('says when every departure is full or closed', async () => {
    const closedOnly = yatraDetails({ departures: yatra.departures.slice(2) });
    fakeApi({ [`POST ${DETAILS}`]: { body: { status: true, data: closedOnly } } });
    renderWithProviders(<YatraDetailsPage />, { route: `/yatra/yatra-details?id=${closedOnly._id}` });
    expect(await screen.findByText(/Every departure is full or closed for booking/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('shows the 404 state for an unknown or malformed id', async () => {
    fakeApi({
      [`POST ${DETAILS}`]: { status: 404, body: { status: false, success: false, message: 'Yatra not found.' } },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yatra not found' })).toBeInTheDocument();
  });

  it('offers a retry when the yatra cannot load', async () => {
    fakeApi({ [`POST ${DETAILS}`]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('This yatra could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('YatraDetailsPage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the yatra’s own Hindi: name, places, story, lists and itinerary days, English where Hindi is missing', async () => {
    const hindi = yatraDetails({
      hi: {
        name: 'हरिद्वार से सड़क मार्ग द्वारा चार धाम यात्रा',
        region: 'गढ़वाल हिमालय, उत्तराखंड',
        startCity: 'हरिद्वार',
        endCity: 'हरिद्वार',
        description: 'उत्तराखंड के चारों हिमालयी धाम, पारंपरिक क्रम में।',
        inclusions: ['मानक होटलों में 11 रातें', ''],
        itinerary: [
          { title: 'हरिद्वार आगमन', details: 'हर की पौड़ी पर संध्या गंगा आरती।', overnight: 'हरिद्वार' },
          { title: 'हरिद्वार से बड़कोट' },
        ],
      },
    });
    fakeApi({ [`POST ${DETAILS}`]: { body: { status: true, data: hindi } } });
    await i18n.changeLanguage('hi');
    renderWithProviders(<YatraDetailsPage />, { route: `/yatra/yatra-details?id=${hindi._id}` });

    expect(await screen.findByRole('heading', { level: 1, name: hindi.hi.name })).toBeInTheDocument();
    expect(screen.getByText('उत्तराखंड के चारों हिमालयी धाम, पारंपरिक क्रम में।')).toBeInTheDocument();
    // The Uttarakhand registration note follows the Hindi region too.
    expect(screen.getByRole('link', { name: /उत्तराखंड|Uttarakhand/ })).toHaveAttribute(
      'href',
      'https://registrationandtouristcare.uk.gov.in/',
    );
    const inclusions = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(inclusions).toEqual(expect.arrayContaining(['✓मानक होटलों में 11 रातें', `✓${hindi.inclusions[1]}`]));
    expect(screen.getByRole('button', { name: /हरिद्वार आगमन/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('हर की पौड़ी पर संध्या गंगा आरती।')).toBeVisible();
    // Day 2 has only its title in Hindi; day 3 none: each falls back to the English field by field.
    expect(screen.getByRole('button', { name: /हरिद्वार से बड़कोट/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Departure/ })).toBeInTheDocument();
  });
});
