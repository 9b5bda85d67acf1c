/** One consultancy request: who asked (with a tap-to-call number), what about, when they would like the call, and the status moves. */
import { useTranslation } from 'react-i18next';
import type { AdminConsultancy } from '@seva/contracts';
import { formatDateTime } from '@/lib/format';
import { shortId } from '../../shared/format';
import { ConsultancyStatusActions } from './consultancy-status-actions';
import { ConsultancyStatusBadge } from './consultancy-status-badge';
import { DetailRow, DetailSection, PhoneLink } from '../../shared/components/detail-section';
import { DetailsDialog } from '../../shared/components/details-dialog';

type ConsultancyDetailsDialogProps = {
  request: AdminConsultancy;
  onChanged: (request: AdminConsultancy) => void;
  onClose: () => void;
};

export function ConsultancyDetailsDialog({ request, onChanged, onClose }: ConsultancyDetailsDialogProps) {
  const { t } = useTranslation('admin');
  const d = (key: string) => t(`content.consultancy.details.${key}`);
  const mobile = request.customerMobile;
  return (
    <DetailsDialog
      title={t('content.consultancy.details.title', { id: shortId(request._id) })}
      description={t('content.consultancy.details.received', { time: formatDateTime(request.createdAt) })}
      badges={<ConsultancyStatusBadge status={request.status} />}
      onClose={onClose}
    >
      <DetailSection title={d('customer')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('name')} value={request.customerName} />
          <DetailRow label={d('mobile')} value={mobile && <PhoneLink mobile={mobile} />} />
        </dl>
      </DetailSection>
      <DetailSection title={d('request')}>
        <dl className="flex flex-col gap-1">
          <DetailRow label={d('topic')} value={t(`content.consultancy.topics.${request.topic}`)} />
          <DetailRow label={d('language')} value={t(`content.languages.${request.preferredLanguage}`)} />
          <DetailRow label={d('time')} value={t(`content.consultancy.times.${request.preferredTime}`)} />
        </dl>
        <p className="rounded-lg bg-gray-50 p-3 text-sm whitespace-pre-wrap text-gray-900">{request.message}</p>
      </DetailSection>
      <DetailSection title={d('handling')}>
        <ConsultancyStatusActions key={request.updatedAt} request={request} onChanged={onChanged} />
      </DetailSection>
    </DetailsDialog>
  );
}
