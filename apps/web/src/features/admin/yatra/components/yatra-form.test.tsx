import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminYatra } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { adminYatra } from '../test/yatra-fixtures';
import { YatraForm } from './yatra-form';

beforeAll(() => loadNamespace('admin'));

type User = ReturnType<typeof userEvent.setup>;

function setup(yatra?: AdminYatra) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<YatraForm yatra={yatra} onSaved={onSaved} onCancel={() => {}} />);
  return { user, onSaved };
}

const row = (n: number) => screen.getByRole('group', { name: `Day ${n} of the itinerary` });

async function fillDay(user: User, n: number, title: string, overnight: string) {
  await user.type(within(row(n)).getByLabelText('Title'), title);
  await user.type(within(row(n)).getByLabelText('Overnight at'), overnight);
  await user.type(within(row(n)).getByLabelText('What happens'), `${title}: darshan and aarti.`);
}

/** A 2-day tour from Haridwar, prices in rupees. */
async function fillNew(user: User) {
  await user.type(screen.getByLabelText('Name'), 'Haridwar and Rishikesh');
  await user.type(screen.getByLabelText('Region'), 'Uttarakhand');
  await user.type(screen.getByLabelText('Starts in'), 'Haridwar');
  await user.type(screen.getByLabelText('Ends in'), 'Rishikesh');
  await fillDay(user, 1, 'Har Ki Pauri', 'Haridwar');
  await fillDay(user, 2, 'Rishikesh ashrams', 'Tour ends');
  await user.type(screen.getByLabelText('Included'), 'AC hotel stays\n\n  Breakfast and dinner ');
  await user.type(screen.getByLabelText('Not included'), 'Rafting');
  const pricing = screen.getByRole('group', { name: 'Price per traveller (₹, GST included)' });
  for (const [label, value] of [
    ['Single sharing', '18500'],
    ['Double sharing', '12999.50'],
    ['Triple sharing', '11000'],
    ['Child 5–11', '6000'],
  ] as const)
    await user.type(within(pricing).getByLabelText(label), value);
}

describe('YatraForm validation', () => {
  it('asks for the name, places, plan and prices before anything is sent', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the region.')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter the day’s title.')).toHaveLength(2);
    expect(screen.getByText('Please enter the single sharing price in rupees.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses nights that do not fit the days and a day after the last one', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await fillNew(user);
    const nights = screen.getByLabelText('Nights');
    await user.clear(nights);
    await user.type(nights, '4');
    const secondDay = within(row(2)).getByLabelText('Day');
    await user.clear(secondDay);
    await user.type(secondDay, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tour of 2 days has 1 or 2 nights.')).toBeInTheDocument();
    expect(screen.getByText('The tour has only 2 days.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('YatraForm saving', () => {
  it('creates the yatra with the itinerary, one inclusion per line and prices in rupees', async () => {
    const saved = adminYatra({ name: 'Haridwar and Rishikesh', departures: [] });
    const fetchMock = stubFetch({ status: 201, body: { status: true, message: 'Yatra created.', data: saved } });
    const { user, onSaved } = setup();
    await fillNew(user);
    // Hindi beside the English (issue 21): the name, a day's texts, the inclusions line for line.
    expect(screen.getByLabelText('Name (Hindi)')).toHaveAttribute('lang', 'hi');
    await user.type(screen.getByLabelText('Name (Hindi)'), ' हरिद्वार और ऋषिकेश ');
    await user.type(within(row(1)).getByLabelText('Title (Hindi)'), 'हर की पौड़ी');
    await user.type(within(row(1)).getByLabelText('Overnight at (Hindi)'), 'हरिद्वार');
    await user.type(within(row(1)).getByLabelText('What happens (Hindi)'), 'संध्या गंगा आरती।');
    await user.type(screen.getByLabelText('Included (Hindi)'), 'वातानुकूलित होटल\n\nनाश्ता और रात का भोजन');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Yatra created.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/yatras');
    expect(fetchBody(fetchMock)).toEqual({
      name: 'Haridwar and Rishikesh',
      slug: '',
      region: 'Uttarakhand',
      startCity: 'Haridwar',
      endCity: 'Rishikesh',
      days: 2,
      nights: 1,
      description: '',
      itinerary: [
        { day: 1, title: 'Har Ki Pauri', details: 'Har Ki Pauri: darshan and aarti.', overnight: 'Haridwar' },
        {
          day: 2,
          title: 'Rishikesh ashrams',
          details: 'Rishikesh ashrams: darshan and aarti.',
          overnight: 'Tour ends',
        },
      ],
      inclusions: ['AC hotel stays', 'Breakfast and dinner'],
      exclusions: ['Rafting'],
      pricing: { single: 18_500, double: 12_999.5, triple: 11_000, child: 6_000 },
      sortOrder: 0,
      active: true,
      hi: {
        name: 'हरिद्वार और ऋषिकेश',
        region: '',
        startCity: '',
        endCity: '',
        description: '',
        inclusions: ['वातानुकूलित होटल', 'नाश्ता और रात का भोजन'],
        exclusions: [],
        itinerary: [
          { title: 'हर की पौड़ी', details: 'संध्या गंगा आरती।', overnight: 'हरिद्वार' },
          { title: '', details: '', overnight: '' },
        ],
      },
    });
    expect(onSaved).toHaveBeenCalledWith(saved, true);
  });

  it('adds a day after the last and removes one; edits with PATCH, keeping the Hindi, and shows the server’s refusal', async () => {
    const yatra = adminYatra({
      hi: {
        name: 'काशी, अयोध्या और प्रयागराज',
        inclusions: ['वातानुकूलित होटल'],
        itinerary: [{ title: 'दिन 1', details: 'दर्शन', overnight: 'वाराणसी' }],
      },
    });
    const fetchMock = stubFetch({
      status: 409,
      body: { status: false, success: false, message: 'A yatra with the web address “kashi” already exists.' },
    });
    const { user, onSaved } = setup(yatra);
    expect(screen.getByLabelText('Name (Hindi)')).toHaveValue('काशी, अयोध्या और प्रयागराज');
    expect(within(row(1)).getByLabelText('Overnight at (Hindi)')).toHaveValue('वाराणसी');
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    expect(within(row(7)).getByLabelText('Day')).toHaveValue(7);
    await user.click(screen.getByRole('button', { name: 'Remove row 7' }));
    expect(screen.queryByRole('group', { name: 'Day 7 of the itinerary' })).not.toBeInTheDocument();
    const slug = screen.getByLabelText('Web address');
    await user.clear(slug);
    await user.type(slug, 'kashi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A yatra with the web address “kashi” already exists.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/yatras/${yatra._id}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(fetchBody(fetchMock)).toMatchObject({
      slug: 'kashi',
      days: 6,
      inclusions: yatra.inclusions,
      pricing: yatra.pricing,
    });
    // The Hindi comes back as it was: each day's beside its English day, the lists line for line.
    const hindi = (fetchBody(fetchMock) as { hi: AdminYatra['hi'] }).hi;
    expect(hindi).toMatchObject({ name: yatra.hi.name, inclusions: yatra.hi.inclusions });
    expect(hindi.itinerary?.[0]).toEqual({ title: 'दिन 1', details: 'दर्शन', overnight: 'वाराणसी' });
    expect(hindi.itinerary).toHaveLength(6);
    expect((fetchBody(fetchMock) as { itinerary: unknown[] }).itinerary).toHaveLength(6);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps each day’s Hindi with its day when a day is removed (issue 21)', async () => {
    const yatra = adminYatra({
      days: 2,
      nights: 1,
      itinerary: adminYatra().itinerary.slice(0, 2),
      hi: {
        itinerary: [
          { title: 'पहला दिन', details: 'आगमन', overnight: 'वाराणसी' },
          { title: 'दूसरा दिन', details: 'दर्शन', overnight: 'यात्रा समाप्त' },
        ],
      },
    });
    const fetchMock = stubFetch({ body: { status: true, message: 'Yatra saved.', data: yatra } });
    const { user } = setup(yatra);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    const day = within(row(1)).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Yatra saved.')).toBeInTheDocument();
    const body = fetchBody(fetchMock) as { itinerary: { title: string }[]; hi: AdminYatra['hi'] };
    expect(body.itinerary.map((d) => d.title)).toEqual(['Day 2']);
    expect(body.hi.itinerary).toEqual([{ title: 'दूसरा दिन', details: 'दर्शन', overnight: 'यात्रा समाप्त' }]);
  });
});
