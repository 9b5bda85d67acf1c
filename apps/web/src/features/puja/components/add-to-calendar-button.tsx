/** "Add to calendar" on a puja booking (issue 23): downloads its .ics file (calendar.ts), or says it could not. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PujaBooking } from '@seva/contracts';
import { Button } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { toast } from 'sonner';
import { downloadCalendarFile, pujaCalendarFile } from '../calendar';

export function AddToCalendarButton({ booking }: { booking: PujaBooking }) {
  const { t } = useTranslation('puja');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const file = await pujaCalendarFile(booking, {
        title: t('calendar.title', { puja: booking.pujaName, temple: booking.temple }),
        description: t('calendar.description', {
          number: booking.reference,
          devotees: booking.devotees.join(', '),
          date: formatDate(booking.date),
        }),
        reminder: t('calendar.reminder', { puja: booking.pujaName }),
      });
      downloadCalendarFile(file, `puja-${booking.reference}.ics`);
    } catch {
      toast.error(t('calendar.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void add()}>
      {t('calendar.add')}
    </Button>
  );
}
