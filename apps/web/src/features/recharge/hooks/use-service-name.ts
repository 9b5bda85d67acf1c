/**
 * Service names in the customer's language: recharge.json `services.<slug>`
 * when we have one, else the server's name (a service added later still
 * shows, in English).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeService } from '@seva/contracts';

export function useServiceName() {
  const { t } = useTranslation('recharge');
  return useCallback(
    (service: Pick<RechargeService, 'slug' | 'name'>) => t(`services.${service.slug}`, { defaultValue: service.name }),
    [t],
  );
}
