/**
 * Names the recharge API gives in English, in the interface language (issue 21): the 22 telecom circles
 * (DOMAIN.md) and the services. The `recharge` namespace has both languages, by circle code and by service slug
 * (`bill_type`); a name it does not know stays as the API gave it. Shared by the recharge page and the recharge
 * history (each hook loads the `recharge` namespace it reads).
 */
import { useTranslation } from 'react-i18next';

/** A circle's name: "हिमाचल प्रदेश" for HP in Hindi. */
export function useCircleName(): (circle: { code: string; name: string }) => string {
  const { t } = useTranslation('recharge');
  return (circle) => t(`circles.${circle.code}`, { defaultValue: circle.name });
}

/** An order's service name by its `billType` slug: "मोबाइल प्रीपेड" for prepaid-recharge in Hindi. */
export function useServiceName(): (order: { billType: string; serviceName: string }) => string {
  const { t } = useTranslation('recharge');
  return (order) => t(`services.${order.billType}`, { defaultValue: order.serviceName });
}
