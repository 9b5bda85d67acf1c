import { useTranslation } from 'react-i18next';
import type { ConsultancyStatus } from '@seva/contracts';
import { Badge } from '../../shared/components/badges';

const COLOURS: Record<ConsultancyStatus, string> = {
  new: 'bg-blue-100 text-blue-800',
  contacted: 'bg-amber-100 text-amber-900',
  closed: 'bg-gray-200 text-gray-700',
};

/** Where a consultancy request stands: new, contacted or closed. */
export function ConsultancyStatusBadge({ status }: { status: ConsultancyStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={COLOURS[status]}>{t(`content.consultancy.status.${status}`)}</Badge>;
}
