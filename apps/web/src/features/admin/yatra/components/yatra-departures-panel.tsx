/**
 * A yatra's departures: each date with its seats (editable, never below those
 * booked), seats booked and left, and its bookings (a link to them); a date
 * nobody booked can be removed after a confirmation. New dates are added under
 * the list. Each change answers the whole yatra, handed to `onChanged`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AdminYatra, AdminYatraDeparture } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useRemoveYatraDeparture } from '../api/remove-yatra-departure';
import { formatCalendarDate } from '../../shared/format';
import { AddDepartureForm } from './add-departure-form';
import { DataTable } from '../../shared/components/data-table';
import { DepartureSeatsEditor } from './departure-seats-editor';

const COLUMNS = ['date', 'seats', 'booked', 'left', 'bookings', 'actions'] as const;

type YatraDeparturesPanelProps = { yatra: AdminYatra; onChanged: (yatra: AdminYatra) => void };

export function YatraDeparturesPanel({ yatra, onChanged }: YatraDeparturesPanelProps) {
  const { t } = useTranslation('admin');
  const remove = useRemoveYatraDeparture(yatra._id);
  const [removing, setRemoving] = useState<AdminYatraDeparture | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const response = await remove.mutateAsync(removing._id);
      toast.success(response.message);
      onChanged(response.data);
    } catch (error) {
      toast.error(errorMessage(error, t('yatra.departures.removeFailed')));
    } finally {
      setRemoving(null);
    }
  };

  const bookingsLink = (departure: AdminYatraDeparture) =>
    `${paths.admin.yatraBookings}?${new URLSearchParams({ yatraId: yatra._id, departureId: departure._id })}`;

  return (
    <div className="flex flex-col gap-4">
      {yatra.departures.length === 0 ? (
        <p className="text-sm text-gray-600">{t('yatra.departures.none')}</p>
      ) : (
        <DataTable
          caption={t('yatra.departures.caption', { name: yatra.name })}
          columns={COLUMNS.map((column) => t(`yatra.departures.columns.${column}`))}
          minWidth="min-w-[640px]"
        >
          {yatra.departures.map((departure) => (
            <tr key={departure._id} className={departure.started ? 'bg-gray-50 text-gray-600' : undefined}>
              <th scope="row" className="px-4 py-3 text-left font-medium whitespace-nowrap text-gray-900">
                {formatCalendarDate(departure.startDate)}
                <span className="block text-xs font-normal text-gray-500">
                  {departure.started
                    ? t('yatra.departures.started')
                    : t('yatra.departures.until', { date: formatCalendarDate(departure.endDate) })}
                </span>
              </th>
              <td className="px-4 py-2">
                <DepartureSeatsEditor
                  key={departure.seats}
                  yatraId={yatra._id}
                  departure={departure}
                  onChanged={onChanged}
                />
              </td>
              <td className="px-4 py-3">{departure.seatsBooked}</td>
              <td className="px-4 py-3">
                {departure.seatsLeft > 0 ? (
                  departure.seatsLeft
                ) : (
                  <span className="font-medium text-red-700">{t('yatra.departures.full')}</span>
                )}
              </td>
              <td className="px-4 py-3">
                {departure.bookings > 0 ? (
                  <Link to={bookingsLink(departure)} className="font-medium text-primary hover:underline">
                    {t('yatra.departures.bookingCount', { count: departure.bookings })}
                  </Link>
                ) : (
                  '0'
                )}
              </td>
              <td className="px-4 py-3">
                {departure.bookings === 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('yatra.departures.removeLabel', { date: formatCalendarDate(departure.startDate) })}
                    onClick={() => setRemoving(departure)}
                  >
                    {t('yatra.departures.remove')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <section className="flex flex-col gap-2 border-t border-gray-100 pt-4">
        <h3 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
          {t('yatra.departures.addTitle')}
        </h3>
        <AddDepartureForm yatraId={yatra._id} onAdded={onChanged} />
      </section>

      <Dialog
        open={removing !== null}
        onClose={() => !remove.isPending && setRemoving(null)}
        alert
        size="sm"
        title={t('yatra.departures.confirmRemove.title')}
        description={t('yatra.departures.confirmRemove.body', {
          date: removing ? formatCalendarDate(removing.startDate) : '',
          name: yatra.name,
        })}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" data-autofocus disabled={remove.isPending} onClick={() => setRemoving(null)}>
            {t('yatra.departures.confirmRemove.keep')}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirmRemove()}>
            {t('yatra.departures.confirmRemove.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
