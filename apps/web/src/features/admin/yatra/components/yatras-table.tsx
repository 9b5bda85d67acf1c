import { useTranslation } from 'react-i18next';
import type { AdminYatra } from '@seva/contracts';
import { Button } from '@/components/ui';
import { formatCalendarDate, formatMoney } from '../../shared/format';
import { DataTable, NameCell } from '../../shared/components/data-table';
import { RecordStateBadges } from '../../shared/components/hindi-fields';

const COLUMNS = ['yatra', 'route', 'price', 'departures', 'state'] as const;

type YatrasTableProps = {
  yatras: AdminYatra[];
  onEdit: (yatra: AdminYatra) => void;
  onDepartures: (yatra: AdminYatra) => void;
};

/** One page of yatras; a name opens its editor, the departures cell its dates and seats. */
export function YatrasTable({ yatras, onEdit, onDepartures }: YatrasTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('yatra.yatras.caption')}
      columns={COLUMNS.map((column) => t(`yatra.yatras.columns.${column}`))}
      minWidth="min-w-[760px]"
    >
      {yatras.map((yatra) => {
        const upcoming = yatra.departures.filter((d) => !d.started);
        const next = upcoming[0];
        return (
          <tr key={yatra._id} className="hover:bg-gray-50">
            <NameCell image={yatra.image} name={yatra.name} detail={yatra.region} onEdit={() => onEdit(yatra)} />
            <td className="px-4 py-3">
              {yatra.startCity} → {yatra.endCity}
              <p className="text-xs text-gray-500">
                {t('yatra.yatras.duration', { days: yatra.days, nights: yatra.nights })}
              </p>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              {formatMoney(Math.min(yatra.pricing.single, yatra.pricing.double, yatra.pricing.triple))}
            </td>
            <td className="px-4 py-3">
              <Button
                variant="link"
                aria-label={t('yatra.yatras.departuresOf', { name: yatra.name })}
                onClick={() => onDepartures(yatra)}
              >
                {t('yatra.yatras.upcoming', { count: upcoming.length })}
              </Button>
              <p className="text-xs text-gray-500">
                {next
                  ? t('yatra.yatras.next', { date: formatCalendarDate(next.startDate), left: next.seatsLeft })
                  : t('yatra.yatras.noneUpcoming')}
              </p>
            </td>
            <td className="px-4 py-3">
              <RecordStateBadges
                active={yatra.active}
                missing={yatra.hindiMissing}
                labelOf={(field) => t(field === 'itinerary' ? 'yatra.form.itinerary.legend' : `yatra.form.${field}`)}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
