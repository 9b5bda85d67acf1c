import { useTranslation } from 'react-i18next';
import type { AdminRechargeService } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { DataTable } from '../../shared/components/data-table';
import { ToggleSwitch } from '@/components/ui/toggle-switch';

const COLUMNS = ['service', 'kind', 'flow', 'website', 'offered'] as const;

type RechargeServicesTableProps = {
  services: AdminRechargeService[];
  onSwitch: (service: AdminRechargeService, enabled: boolean) => void;
  /** The service whose switch is being saved, if any. */
  saving: number | null;
};

/** Every recharge service with its on/off switch; a service switched off is greyed. */
export function RechargeServicesTable({ services, onSwitch, saving }: RechargeServicesTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('recharge.services.caption')}
      columns={COLUMNS.map((column) => t(`recharge.services.columns.${column}`))}
      minWidth="min-w-[640px]"
    >
      {services.map((service) => (
        <tr key={service.service_id} className={service.enabled ? 'hover:bg-gray-50' : 'bg-gray-50 text-gray-500'}>
          <td className="px-4 py-3">
            <span className="font-medium text-gray-900">{service.name}</span>
            <p className="font-mono text-xs text-gray-500">
              {service.service_id} · {service.slug}
            </p>
          </td>
          <td className="px-4 py-3">{t(`recharge.services.kinds.${service.kind}`)}</td>
          <td className="px-4 py-3">{t(`recharge.services.flows.${service.flow}`)}</td>
          <td className="px-4 py-3">
            {service.hiddenOnWeb ? t('recharge.services.hiddenOnWeb') : t('recharge.services.shownOnWeb')}
          </td>
          <td className="px-4 py-3">
            <div className="flex items-center gap-3">
              <ToggleSwitch
                label={t('recharge.services.switchLabel', { name: service.name })}
                checked={service.enabled}
                disabled={saving === service.service_id}
                onChange={(enabled) => onSwitch(service, enabled)}
              />
              <span className="text-sm">
                {service.enabled ? t('recharge.services.on') : t('recharge.services.off')}
                {service.updatedAt && (
                  <span className="block text-xs text-gray-500">
                    {t('recharge.services.changedOn', { date: formatDate(service.updatedAt) })}
                  </span>
                )}
              </span>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
