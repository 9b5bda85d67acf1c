/**
 * The profile page's "Delete my account" section (issue 24, DPDP Act 2023):
 * what deleting erases and what the law keeps, anything still open that must
 * be finished first (GET /api/me/deletion, each with what to do), then the
 * code dialog. Once deleted, the customer is signed out here too and told so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RETENTION, translateMessage } from '@seva/contracts';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useDeletionStatus } from '../api/account-deletion';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountCard({ mobile }: { mobile: string }) {
  const { t, i18n } = useTranslation('accountDeletion');
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const status = useDeletionStatus(true);
  const erased = t('erased.items', { returnObjects: true }) as string[];
  const blockers = status.data?.blockers ?? [];
  const language = i18n.language === 'hi' ? 'hi' : 'en';

  const deleted = async () => {
    setOpen(false);
    await session.logout(false, { localOnly: true });
    toast.success(t('deleted'));
    void navigate(paths.home, { replace: true });
  };

  return (
    <section aria-labelledby="delete-account-title" className="mt-8 rounded-2xl border border-red-200 bg-red-50/40 p-5">
      <h2 id="delete-account-title" className="text-lg font-semibold text-red-800">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t('intro')}</p>
      <h3 className="mt-3 text-sm font-semibold text-gray-900">{t('erased.title')}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
        {erased.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="mt-3 text-sm font-semibold text-gray-900">
        {t('kept.title', { years: RETENTION.financialRecordsYears })}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t('kept.body')}</p>
      <p className="mt-3 text-sm text-gray-600">{t('download')}</p>

      {status.isPending ? (
        <p className="mt-4 text-sm text-gray-600">{t('checking')}</p>
      ) : blockers.length > 0 ? (
        <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 className="text-sm font-semibold text-amber-900">{t('blockedTitle')}</h3>
          <p className="mt-1 text-sm text-amber-900">{t('blockedBody')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
            {blockers.map((blocker) => (
              <li key={`${blocker.kind}-${blocker.reference}`}>{translateMessage(blocker.message, language)}</li>
            ))}
          </ul>
        </div>
      ) : status.data?.canDelete === false ? (
        <p className="mt-4 text-sm text-gray-700">{t('notAvailable')}</p>
      ) : (
        <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
          {t('start')}
        </Button>
      )}
      {open && <DeleteAccountDialog mobile={mobile} onCancel={() => setOpen(false)} onDeleted={() => void deleted()} />}
    </section>
  );
}
