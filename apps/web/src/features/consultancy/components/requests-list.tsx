import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultancyRequest, ConsultancyStatus } from '@seva/contracts';
import { Skeleton, StatusBadge } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useConsultancyRequests } from '../api/get-consultancy-requests';

const STATUS_COLOURS: Record<ConsultancyStatus, string> = {
  new: 'bg-blue-50 text-blue-800',
  contacted: 'bg-amber-50 text-amber-900',
  closed: 'bg-gray-100 text-gray-700',
};

function RequestCard({ request }: { request: ConsultancyRequest }) {
  const { t } = useTranslation('consultancy');
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-100">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-gray-900">{t(`topics.${request.topic}`)}</h3>
        <StatusBadge status={request.status} colours={STATUS_COLOURS} label={t(`status.${request.status}`)} />
      </div>
      <p className="mt-1 text-xs text-gray-500">
        {t('requests.meta', {
          date: formatDate(request.createdAt),
          language: t(`languages.${request.preferredLanguage}`),
          time: t(`times.${request.preferredTime}.label`),
        })}
      </p>
      <p className="mt-2 line-clamp-3 text-sm text-gray-700">{request.message}</p>
    </article>
  );
}

/** The signed-in customer's requests, newest first, each with where it stands in plain words; nothing when there are none. */
export function RequestsList() {
  const { t } = useTranslation('consultancy');
  const headingId = useId();
  const requests = useConsultancyRequests();
  if (requests.isPending && requests.fetchStatus === 'idle') return null; // Logged out.
  const list = requests.data ?? [];
  if (!requests.isPending && list.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-gray-900">
        {t('requests.title')}
      </h2>
      {requests.isPending ? (
        <div aria-hidden="true" data-testid="requests-skeleton" className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-3">
          {list.map((request) => (
            <li key={request._id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
