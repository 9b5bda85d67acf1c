import { useTranslation } from 'react-i18next';
import type { AdminPuja } from '@seva/contracts';
import { formatCalendarDate, formatMoney } from '../../shared/format';
import { DataTable, NameCell } from '../../shared/components/data-table';
import { RecordStateBadges } from '../../shared/components/hindi-fields';
import { KindBadge } from './puja-badges';

const COLUMNS = ['puja', 'kind', 'temple', 'from', 'next', 'order', 'state'] as const;

/** The lowest package price in rupees and dollars ("₹1,101 · $14.99"), or '—' without packages. */
function startingPrice(puja: AdminPuja): string {
  const cheapest = [...puja.packages].sort((a, b) => a.price - b.price)[0];
  return cheapest ? `${formatMoney(cheapest.price)} · ${formatMoney(cheapest.priceUsd, 'USD')}` : '—';
}

/** One page of pujas; a name opens its editor (first column, reachable at 360 px without scrolling). */
export function PujasTable({ pujas, onEdit }: { pujas: AdminPuja[]; onEdit: (puja: AdminPuja) => void }) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('puja.pujas.caption')}
      columns={COLUMNS.map((column) => t(`puja.pujas.columns.${column}`))}
      minWidth="min-w-[860px]"
    >
      {pujas.map((puja) => (
        <tr key={puja._id} className="hover:bg-gray-50">
          <NameCell image={puja.image} name={puja.name} detail={puja.deity} onEdit={() => onEdit(puja)} />
          <td className="px-4 py-3">
            <KindBadge kind={puja.kind} />
          </td>
          <td className="px-4 py-3">
            {puja.temple}
            <p className="text-xs text-gray-500">
              {puja.city}, {puja.state}
            </p>
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{startingPrice(puja)}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {puja.nextDate ? (
              formatCalendarDate(puja.nextDate)
            ) : (
              <span className="font-medium text-red-700">{t('puja.pujas.noDate')}</span>
            )}
          </td>
          <td className="px-4 py-3">{puja.sortOrder}</td>
          <td className="px-4 py-3">
            <RecordStateBadges
              active={puja.active}
              missing={puja.hindiMissing}
              labelOf={(field) => t(field === 'packages' ? 'puja.form.packages.legend' : `puja.form.${field}`)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
