/**
 * "Download my data" on the profile (issue 24, DPDP Act 2023): says what the
 * ZIP holds, asks for it, shows "Preparing your data…" while the API prepares
 * it (the list is polled; a notification also tells the customer), then a
 * Download button with the date the file is deleted. A failed or expired
 * export can be asked for again; the server's refusal (the daily limit) is
 * shown as it is. The section is the target of the notification's link
 * (/profile#download-my-data).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_TTL_DAYS, type DataExport } from '@seva/contracts';
import { Button, Skeleton, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useFileDownload } from '@/lib/use-file-download';
import { useDataExports, useRequestDataExport } from '../api/data-exports';
import { dataExportFileName, downloadDataExport } from '../api/download-data-export';

export const DATA_EXPORT_ANCHOR = 'download-my-data';

function ReadyExport({ latest }: { latest: DataExport }) {
  const { t } = useTranslation('profile');
  const { start, busy, failure } = useFileDownload(
    () => downloadDataExport(latest._id, dataExportFileName(latest.createdAt)),
    t('dataExport.downloadFailed'),
  );
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-green-700">{t('dataExport.ready')}</p>
      <Button loading={busy} onClick={() => void start()}>
        {busy ? t('dataExport.downloading') : t('dataExport.download')}
      </Button>
      {latest.expiresAt && (
        <p className="text-sm text-gray-600">{t('dataExport.expires', { date: formatDate(latest.expiresAt) })}</p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}

function RequestButton({ again }: { again: boolean }) {
  const { t } = useTranslation('profile');
  const request = useRequestDataExport();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button loading={request.isPending} onClick={() => request.mutate()}>
        {again ? t('dataExport.requestAgain') : t('dataExport.request')}
      </Button>
      {request.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(request.error, t('dataExport.requestFailed'))}
        </p>
      )}
    </div>
  );
}

function ExportState({ exports }: { exports: DataExport[] }) {
  const { t } = useTranslation('profile');
  const latest = exports[0];
  if (latest?.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
        <Spinner size="sm" decorative />
        {t('dataExport.preparing')}
      </p>
    );
  }
  if (latest?.status === 'ready') return <ReadyExport latest={latest} />;
  return (
    <>
      {latest?.status === 'failed' && <p className="mb-2 text-sm text-red-700">{t('dataExport.failed')}</p>}
      {latest?.status === 'expired' && <p className="mb-2 text-sm text-gray-600">{t('dataExport.expired')}</p>}
      <RequestButton again={latest !== undefined} />
    </>
  );
}

export function DataExportCard() {
  const { t } = useTranslation(['profile', 'common']);
  const exports = useDataExports(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = exports.isSuccess;
  useEffect(() => {
    // Opened from the notification: bring the card into view and put the keyboard on it.
    if (loaded && window.location.hash === `#${DATA_EXPORT_ANCHOR}`) {
      heading.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus();
    }
  }, [loaded]);

  return (
    <section
      id={DATA_EXPORT_ANCHOR}
      aria-labelledby={`${DATA_EXPORT_ANCHOR}-title`}
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        id={`${DATA_EXPORT_ANCHOR}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-gray-900"
      >
        {t('dataExport.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{t('dataExport.intro')}</p>
      <p className="mt-1 mb-4 text-sm text-gray-600">{t('dataExport.kept', { days: DATA_EXPORT_TTL_DAYS })}</p>
      {exports.isPending ? (
        <Skeleton className="h-11 w-48" />
      ) : exports.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-gray-700">{errorMessage(exports.error, t('dataExport.loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void exports.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </div>
      ) : (
        <ExportState exports={exports.data.results} />
      )}
    </section>
  );
}
