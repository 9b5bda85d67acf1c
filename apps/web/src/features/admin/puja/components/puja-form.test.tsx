import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPuja } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { adminPuja } from '../test/puja-fixtures';
import { PujaForm } from './puja-form';

beforeAll(() => loadNamespace('admin'));

function setup(puja?: AdminPuja) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<PujaForm puja={puja} onSaved={onSaved} onCancel={() => {}} />);
  return { user, onSaved };
}

const packageGroup = (number: number) => screen.getByRole('group', { name: `Package ${number}` });

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Pind Daan at Gaya');
  await user.selectOptions(screen.getByLabelText('Kind'), 'pitr');
  await user.type(screen.getByLabelText('Deity'), 'Lord Vishnu');
  await user.type(screen.getByLabelText('Temple'), 'Vishnupad Temple');
  await user.type(screen.getByLabelText('City'), 'Gaya Ji');
  await user.type(screen.getByLabelText('State'), 'Bihar');
  const first = packageGroup(1);
  await user.type(within(first).getByLabelText('Package name'), 'One ancestral line');
  await user.type(within(first).getByLabelText('Price (₹)'), '7100');
  await user.type(within(first).getByLabelText('Price abroad (US$)'), '88.99');
}

describe('PujaForm', () => {
  it('creates a pitr ritual on fixed dates with two packages', async () => {
    const created = adminPuja({ kind: 'pitr', name: 'Pind Daan at Gaya' });
    const fetchMock = stubFetch({ status: 201, body: { status: true, message: 'Puja created.', data: created } });
    const { user, onSaved } = setup();
    await fillBasics(user);
    await user.type(screen.getByLabelText('Benefits'), 'For the peace of ancestors\n\n  Relieves pitr dosh  ');
    // Hindi beside the English (issue 21): the name, the benefits line for line, a package's name.
    expect(screen.getByLabelText('Name (Hindi)')).toHaveAttribute('lang', 'hi');
    await user.type(screen.getByLabelText('Name (Hindi)'), ' गया जी में पिंडदान ');
    await user.type(screen.getByLabelText('Benefits (Hindi)'), 'पितरों की शांति के लिए\n\nपितृ दोष से मुक्ति');
    await user.type(within(packageGroup(1)).getByLabelText('Package name (Hindi)'), 'एक पितृ कुल');

    await user.click(screen.getByRole('button', { name: 'Add package' }));
    const second = packageGroup(2);
    expect(within(second).getByLabelText('Type')).toHaveValue('couple');
    await user.type(within(second).getByLabelText('Package name'), 'Couple, both lines');
    await user.type(within(second).getByLabelText('Price (₹)'), '11000');
    await user.type(within(second).getByLabelText('Price abroad (US$)'), '137.99');

    await user.selectOptions(screen.getByLabelText('Repeats'), 'fixedDates');
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    await user.type(screen.getByLabelText('Date 1'), '2027-09-16');
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    await user.type(screen.getByLabelText('Date 2'), '2027-09-29');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Puja created.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/pujas');
    expect(fetchBody(fetchMock)).toEqual({
      name: 'Pind Daan at Gaya',
      kind: 'pitr',
      deity: 'Lord Vishnu',
      temple: 'Vishnupad Temple',
      city: 'Gaya Ji',
      state: 'Bihar',
      description: '',
      benefits: ['For the peace of ancestors', 'Relieves pitr dosh'],
      deliverables: [],
      packages: [
        { code: 'individual', name: 'One ancestral line', persons: 1, price: 7100, priceUsd: 88.99 },
        { code: 'couple', name: 'Couple, both lines', persons: 2, price: 11000, priceUsd: 137.99 },
      ],
      schedule: { fixedDates: ['2027-09-16', '2027-09-29'] },
      sortOrder: 0,
      active: true,
      hi: {
        name: 'गया जी में पिंडदान',
        deity: '',
        temple: '',
        city: '',
        state: '',
        description: '',
        benefits: ['पितरों की शांति के लिए', 'पितृ दोष से मुक्ति'],
        deliverables: [],
        packages: [
          { code: 'individual', name: 'एक पितृ कुल' },
          { code: 'couple', name: '' },
        ],
      },
    });
    expect(onSaved).toHaveBeenCalledWith(created, true);
  });

  it('shows the request schema’s messages: missing fields and prices, no dates', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Ganesh Puja');
    await user.selectOptions(screen.getByLabelText('Repeats'), 'fixedDates');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please add at least one date.')).toBeInTheDocument();
    expect(within(packageGroup(1)).getByLabelText('Price (₹)')).toHaveAccessibleDescription(
      'Please enter the price in rupees.',
    );
    expect(screen.getByLabelText('Temple')).toHaveAccessibleDescription('Please enter the temple.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses the same package type twice', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    const second = packageGroup(2);
    await user.selectOptions(within(second).getByLabelText('Type'), 'individual');
    await user.type(within(second).getByLabelText('Package name'), 'Also one line');
    await user.type(within(second).getByLabelText('Price (₹)'), '100.5');
    await user.type(within(second).getByLabelText('Price abroad (US$)'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each package type can be offered once.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a package, and never removes the last one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    await user.click(screen.getByRole('button', { name: 'Remove package 2' }));
    expect(screen.queryByRole('group', { name: 'Package 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove package 1' })).toBeDisabled();
  });

  it('edits a puja every 3 days without sending its picture, so the stored one stays', async () => {
    const puja = adminPuja({
      hi: { name: 'रुद्राभिषेक', benefits: ['शांति'], packages: [{ code: 'individual', name: 'एकल' }] },
    });
    const fetchMock = stubFetch({ body: { status: true, message: 'Puja saved.', data: puja } });
    const { user } = setup(puja);
    expect(screen.getByLabelText('Weekday')).toHaveValue('1');
    expect(screen.getByLabelText('Name (Hindi)')).toHaveValue('रुद्राभिषेक');
    expect(screen.getByLabelText('Benefits (Hindi)')).toHaveValue('शांति');
    await user.selectOptions(screen.getByLabelText('Repeats'), 'everyDays');
    await user.clear(screen.getByLabelText('Every how many days'));
    await user.type(screen.getByLabelText('Every how many days'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Puja saved.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/pujas/${puja._id}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    const body = fetchBody(fetchMock) as Record<string, unknown>;
    expect(body).toMatchObject({ schedule: { everyDays: 3 }, packages: puja.packages, benefits: puja.benefits });
    expect(body.hi).toMatchObject({ name: 'रुद्राभिषेक', benefits: ['शांति'] });
    expect((body.hi as { packages: unknown[] }).packages[0]).toEqual({ code: 'individual', name: 'एकल' });
    expect(body).not.toHaveProperty('image');
  });
});
