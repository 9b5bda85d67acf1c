/**
 * "Download invoice" on a paid order or booking in the histories (issue 23):
 * fetches the GST invoice with the session's token (download-invoice.ts),
 * says "Preparing invoice…" meanwhile, and shows the server's message (e.g.
 * not paid yet) or a general one when it fails. Words in the payments namespace.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { downloadInvoice, invoiceFileName, type InvoiceOf } from './download-invoice';

export function InvoiceButton({ of, fileLabel }: { of: InvoiceOf; fileLabel: string }) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(of, invoiceFileName(fileLabel));
    } catch (error) {
      toast.error(errorMessage(error, t('invoice.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
      {busy ? t('invoice.preparing') : t('invoice.download')}
    </Button>
  );
}
