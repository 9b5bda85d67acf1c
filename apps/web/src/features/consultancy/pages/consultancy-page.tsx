/**
 * /religious/consultancy: ask a learned acharya about kundli, muhurat, vastu
 * and more. The form (SPEC §5's confirm question before sending; the login
 * modal for visitors, keeping what they typed), then a confirmation with the
 * server's message, and the customer's requests with where each stands.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultancyCreatedResponse } from '@seva/contracts';
import { PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { ConsultancyForm } from '../components/consultancy-form';
import { RequestReceived } from '../components/request-received';
import { RequestsList } from '../components/requests-list';

export default function ConsultancyPage() {
  const { t } = useTranslation('consultancy');
  const [created, setCreated] = useState<ConsultancyCreatedResponse | null>(null);
  usePageTitle(t('title'));

  return (
    <PageContainer width="md">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-gray-600 sm:text-base">{t('subtitle')}</p>
      </header>
      {created ? (
        <RequestReceived message={created.message} request={created.data} onAnother={() => setCreated(null)} />
      ) : (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-6">
          <ConsultancyForm onRequested={setCreated} />
        </div>
      )}
      <RequestsList />
    </PageContainer>
  );
}
