import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminYatra } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { formatCalendarDate } from '../../shared/format';
import { addDays, indiaToday } from '../../shared/india-today';
import { adminYatra, adminYatraDeparture } from '../test/yatra-fixtures';
import { YatraDeparturesPanel } from './yatra-departures-panel';

beforeAll(() => loadNamespace('admin'));

function setup(yatra: AdminYatra = adminYatra()) {
  const onChanged = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<YatraDeparturesPanel yatra={yatra} onChanged={onChanged} />);
  return { user, onChanged, yatra };
}

const [booked, open] = adminYatra().departures as [
  ReturnType<typeof adminYatraDeparture>,
  ReturnType<typeof adminYatraDeparture>,
];
const rowOf = (date: string) => screen.getByRole('row', { name: new RegExp(formatCalendarDate(date)) });
const saved = (message: string, yatra: AdminYatra) => ({ body: { status: true, message, data: yatra } });

describe('YatraDeparturesPanel', () => {
  it('shows each date with its seats, seats booked and left, and links to its bookings', () => {
    setup();
    const row = rowOf(booked.startDate);
    expect(within(row).getByLabelText(`Seats on ${formatCalendarDate(booked.startDate)}`)).toHaveValue(20);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['6', '14', '3 bookings', '']);
    expect(within(row).getByRole('link', { name: '3 bookings' })).toHaveAttribute(
      'href',
      `/admin/yatra/bookings?yatraId=${adminYatra()._id}&departureId=${booked._id}`,
    );
    // Only a date nobody booked can be removed.
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rowOf(open.startDate)).getByRole('button', { name: /Remove the departure/ })).toBeInTheDocument();
  });

  it('refuses fewer seats than are booked before sending, then saves a valid number', async () => {
    const changed = adminYatra({ departures: [{ ...booked, seats: 8, seatsLeft: 2 }, open] });
    const fetchMock = stubFetch(saved('Seats saved.', changed));
    const { user, onChanged, yatra } = setup();
    const seats = within(rowOf(booked.startDate)).getByLabelText(`Seats on ${formatCalendarDate(booked.startDate)}`);
    await user.clear(seats);
    await user.type(seats, '5');
    await user.click(within(rowOf(booked.startDate)).getByRole('button', { name: 'Save' }));
    expect(seats).toHaveAccessibleDescription('6 seats are booked; keep at least 6.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(seats);
    await user.type(seats, '8');
    await user.click(within(rowOf(booked.startDate)).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seats saved.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/yatras/${yatra._id}/departures/${booked._id}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(fetchBody(fetchMock)).toEqual({ seats: 8 });
    expect(onChanged).toHaveBeenCalledWith(changed);
  });

  it('removes a date nobody booked after a confirmation', async () => {
    const fewer = adminYatra({ departures: [booked] });
    const fetchMock = stubFetch(saved('Departure removed.', fewer));
    const { user, onChanged, yatra } = setup();
    await user.click(within(rowOf(open.startDate)).getByRole('button', { name: /Remove the departure/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this departure?' });
    expect(dialog).toHaveAccessibleDescription(
      `${yatra.name} will no longer leave on ${formatCalendarDate(open.startDate)}. Nobody has booked it.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove departure' }));
    expect(await screen.findByText('Departure removed.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/yatras/${yatra._id}/departures/${open._id}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(onChanged).toHaveBeenCalledWith(fewer);
  });

  it('adds a date after today with its seats, and shows the server’s refusal of a second one that day', async () => {
    const date = addDays(indiaToday(), 90);
    const more = adminYatra({ departures: [booked, open, adminYatraDeparture({ _id: 'new', startDate: date })] });
    const fetchMock = stubFetch(saved('Departure added.', more), {
      status: 409,
      body: { status: false, success: false, message: `This yatra already has a departure on ${date}.` },
    });
    const { user, onChanged, yatra } = setup(adminYatra({ departures: [] }));
    expect(screen.getByText(/No departures yet/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a departure' });
    await user.click(within(form).getByRole('button', { name: 'Add departure' }));
    expect(await within(form).findByText('Please choose a date.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the number of seats.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Start date'), date);
    await user.type(within(form).getByLabelText('Seats'), '24');
    await user.click(within(form).getByRole('button', { name: 'Add departure' }));
    expect(await screen.findByText('Departure added.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/yatras/${yatra._id}/departures`);
    expect(fetchBody(fetchMock)).toEqual({ startDate: date, seats: 24 });
    expect(onChanged).toHaveBeenCalledWith(more);

    await user.type(within(form).getByLabelText('Start date'), date);
    await user.click(within(form).getByRole('button', { name: 'Add departure' }));
    expect(await screen.findByText(`This yatra already has a departure on ${date}.`)).toBeInTheDocument();
  });
});
