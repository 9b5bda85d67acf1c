import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { getActiveModal } from '@/lib/modal-store';
import { fakeApi } from '@/test/fake-api';
import { stubIntersectionObserver } from '@/test/fake-intersection-observer';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { pitrRitual, pujaDetails } from '../test/fixtures';
import PujaDetailsPage from './puja-details-page';

const puja = pujaDetails();
const detailsUrl = `/api/e-commerce/get_puja_details/${puja._id}`;
const route = `/puja/puja-details?id=${puja._id}`;
const customer = () => fakeSession({ customer: testCustomer });

describe('PujaDetailsPage (/puja/puja-details?id=)', () => {
  it('shows the puja with its temple, description, benefits, deliverables, packages and dates', async () => {
    const fetchMock = fakeApi({ [`GET ${detailsUrl}`]: { body: { status: true, data: puja } } });
    renderWithProviders(<PujaDetailsPage />, { route, session: customer() });
    expect(screen.getByTestId('puja-skeleton')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rudrabhishek' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Kashi Vishwanath Temple, Varanasi, Uttar Pradesh')).toBeInTheDocument();
    expect(screen.getByText('From ₹1,100')).toBeInTheDocument();
    expect(screen.getByText('$15.00 outside India')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rudrabhishek at Kashi Vishwanath Temple' })).toHaveAttribute(
      'width',
      '400',
    );
    expect(screen.getByText(puja.description)).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(puja.benefits);
    const receive = screen.getByRole('region', { name: 'What you receive' });
    expect(
      within(receive)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(puja.deliverables);

    const packages = within(screen.getByRole('group', { name: 'Packages' })).getAllByRole('radio');
    expect(packages.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Individual1 name₹1,100',
      'CoupleUp to 2 names₹2,100',
      'FamilyUp to 4 names₹3,500',
    ]);
    const dates = within(screen.getByRole('group', { name: 'Upcoming dates' })).getAllByRole('radio');
    expect(dates.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Mon, 30 Nov 2026',
      'Mon, 7 Dec 2026',
      'Mon, 14 Dec 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      `/puja/puja-details/book-puja?id=${puja._id}`,
    );
  });

  it('carries the chosen package and date to the booking page', async () => {
    fakeApi({ [`GET ${detailsUrl}`]: { body: { status: true, data: puja } } });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PujaDetailsPage />, {
      route,
      session: customer(),
      extraRoutes: [{ path: '/puja/puja-details/book-puja', element: <h1>Booking form</h1> }],
    });
    await user.click(await screen.findByRole('radio', { name: /Couple/ }));
    await user.click(screen.getByRole('radio', { name: 'Mon, 7 Dec 2026' }));
    expect(screen.getByRole('radio', { name: /Couple/ })).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { name: 'Booking form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/puja/puja-details/book-puja');
    expect(router.state.location.search).toBe(`?id=${puja._id}&package=couple&date=2026-12-07`);
  });

  it('keeps the price and Book now at the bottom of a phone while the panel’s is scrolled away', async () => {
    const viewport = stubIntersectionObserver();
    fakeApi({ [`GET ${detailsUrl}`]: { body: { status: true, data: puja } } });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PujaDetailsPage />, {
      route,
      session: customer(),
      extraRoutes: [{ path: '/puja/puja-details/book-puja', element: <h1>Booking form</h1> }],
    });
    await user.click(await screen.findByRole('radio', { name: /Couple/ }));
    expect(screen.queryByRole('region', { name: 'Price and booking' })).not.toBeInTheDocument();

    viewport.setInView(false);
    const bar = screen.getByRole('region', { name: 'Price and booking' });
    // The chosen package's price; "From ₹1,100" before one is chosen.
    expect(bar).toHaveTextContent('₹2,100');
    expect(bar).not.toHaveTextContent('From');
    await user.click(within(bar).getByRole('link', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { name: 'Booking form' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${puja._id}&package=couple`);
  });

  it('shows "From ₹X" in the bar until a package is chosen, and the pitr label on a pitr ritual', async () => {
    const viewport = stubIntersectionObserver();
    const ritual = pitrRitual();
    fakeApi({ [`GET /api/e-commerce/get_puja_details/${ritual._id}`]: { body: { status: true, data: ritual } } });
    renderWithProviders(<PujaDetailsPage />, { route: `/puja/puja-details?id=${ritual._id}`, session: customer() });
    await screen.findByRole('link', { name: 'Book pitr paksha ritual' });
    viewport.setInView(false);
    const bar = screen.getByRole('region', { name: 'Price and booking' });
    expect(bar).toHaveTextContent('From ₹7,100');
    expect(within(bar).getByRole('link', { name: 'Book pitr paksha ritual' })).toHaveAttribute(
      'href',
      `/puja/puja-details/book-puja?id=${ritual._id}`,
    );
  });

  it('asks a visitor to log in from the bottom bar too', async () => {
    const viewport = stubIntersectionObserver();
    fakeApi({ [`GET ${detailsUrl}`]: { body: { status: true, data: puja } } });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PujaDetailsPage />, { route });
    await screen.findByRole('link', { name: 'Book now' });
    viewport.setInView(false);
    await user.click(within(screen.getByRole('region', { name: 'Price and booking' })).getByRole('link'));
    expect(await screen.findByText('Please login')).toBeInTheDocument();
    expect(getActiveModal()).toBe('login');
    expect(router.state.location.pathname).toBe('/puja/puja-details');
  });

  it('offers a pitr paksha ritual’s booking under its own name', async () => {
    const ritual = pitrRitual();
    fakeApi({ [`GET /api/e-commerce/get_puja_details/${ritual._id}`]: { body: { status: true, data: ritual } } });
    renderWithProviders(<PujaDetailsPage />, { route: `/puja/puja-details?id=${ritual._id}`, session: customer() });
    expect(await screen.findByRole('link', { name: 'Book pitr paksha ritual' })).toHaveAttribute(
      'href',
      `/puja/puja-details/book-puja?id=${ritual._id}`,
    );
    expect(screen.queryByRole('link', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in instead of opening the booking page', async () => {
    fakeApi({ [`GET ${detailsUrl}`]: { body: { status: true, data: puja } } });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PujaDetailsPage />, { route });
    await user.click(await screen.findByRole('link', { name: 'Book now' }));
    expect(await screen.findByText('Please login')).toBeInTheDocument();
    expect(getActiveModal()).toBe('login');
    expect(router.state.location.pathname).toBe('/puja/puja-details');
  });

  it('says when no date is scheduled and offers no booking', async () => {
    const later = pujaDetails({ dates: [], nextDate: null });
    fakeApi({
      [`GET /api/e-commerce/get_puja_details/${later._id}`]: { body: { status: true, data: later } },
    });
    renderWithProviders(<PujaDetailsPage />, { route: `/puja/puja-details?id=${later._id}` });
    expect(await screen.findByText('No dates are scheduled yet. Please check again soon.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('shows the 404 state for an unknown id', async () => {
    fakeApi({
      [`GET ${detailsUrl}`]: { status: 404, body: { status: false, success: false, message: 'Puja not found.' } },
    });
    renderWithProviders(<PujaDetailsPage />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Puja not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all pujas' })).toHaveAttribute('href', '/puja');
  });

  it('shows the 404 state for a malformed id without calling the API', () => {
    const fetchMock = fakeApi({});
    renderWithProviders(<PujaDetailsPage />, { route: '/puja/puja-details?id=rudrabhishek' });
    expect(screen.getByRole('heading', { level: 1, name: 'Puja not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Try again when the puja cannot load', async () => {
    fakeApi({
      [`GET ${detailsUrl}`]: [{ status: 500 }, { body: { status: true, data: puja } }],
    });
    const user = userEvent.setup();
    renderWithProviders(<PujaDetailsPage />, { route });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This puja could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rudrabhishek' })).toBeInTheDocument();
  });
});

describe('PujaDetailsPage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the puja’s own Hindi: name, temple, story, lists and package names, English where Hindi is missing', async () => {
    const hindi = pujaDetails({
      hi: {
        name: 'रुद्राभिषेक',
        temple: 'काशी विश्वनाथ मंदिर',
        location: 'वाराणसी, उत्तर प्रदेश',
        description: 'शिवलिंग का दूध, शहद और गंगाजल से अभिषेक।',
        benefits: ['परिवार में शांति', ''],
        packages: [{ code: 'couple', name: 'दंपति' }],
      },
    });
    fakeApi({ [`GET /api/e-commerce/get_puja_details/${hindi._id}`]: { body: { status: true, data: hindi } } });
    await i18n.changeLanguage('hi');
    renderWithProviders(<PujaDetailsPage />, { route: `/puja/puja-details?id=${hindi._id}`, session: customer() });

    expect(await screen.findByRole('heading', { level: 1, name: 'रुद्राभिषेक' })).toBeInTheDocument();
    expect(screen.getByText('काशी विश्वनाथ मंदिर, वाराणसी, उत्तर प्रदेश')).toBeInTheDocument();
    expect(screen.getByText('शिवलिंग का दूध, शहद और गंगाजल से अभिषेक।')).toBeInTheDocument();
    const benefits = within(screen.getByRole('region', { name: 'लाभ' })).getAllByRole('listitem');
    expect(benefits.map((li) => li.textContent)).toEqual(['परिवार में शांति', hindi.benefits[1]]);
    const packages = within(screen.getByRole('group', { name: 'पैकेज' })).getAllByRole('radio');
    expect(packages.map((radio) => radio.closest('label')?.textContent?.startsWith('दंपति'))).toEqual([
      false,
      true,
      false,
    ]);
  });
});
