/**
 * "Download invoice" on a paid order or booking in the histories (issue 23):
 * fetches the GST invoice with the session's token (download-invoice.ts),
 * says "Preparing invoice…" meanwhile, and shows under the button the
 * server's message (e.g. not paid yet) or a general one when it fails.
 * Words in the payments namespace.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { useFileDownload } from '@/lib/use-file-download';
import { downloadInvoice, invoiceFileName, type InvoiceOf } from './download-invoice';

export function InvoiceButton({ of, fileLabel }: { of: InvoiceOf; fileLabel: string }) {
  const { t } = useTranslation('payments');
  const { start, busy, failure } = useFileDownload(
    () => downloadInvoice(of, invoiceFileName(fileLabel)),
    t('invoice.failed'),
  );
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void start()}>
        {busy ? t('invoice.preparing') : t('invoice.download')}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
