/**
 * "Save this biller" under a fetched bill (issue 23): a nickname ("Home
 * electricity") and Save; the biller and number then wait in the customer's
 * saved billers with their due status.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { FetchedBill } from '@seva/contracts';
import { Button, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useSaveBiller } from '../api/saved-billers';

export function SaveBillerForm({ bill }: { bill: FetchedBill }) {
  const { t } = useTranslation(['recharge', 'messages']);
  const save = useSaveBiller();
  const nicknameId = useId();
  const [nickname, setNickname] = useState('');
  const [saved, setSaved] = useState(false);
  if (saved) return <p className="text-sm text-green-800">{t('billers.savedAs', { name: nickname.trim() })}</p>;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { product_code: bill.product_code, number: bill.number, nickname },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => toast.error(errorMessage(error, t('billers.saveFailed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('billers.save')}>
      <div className="min-w-0 flex-1">
        <TextField
          id={nicknameId}
          label={t('billers.nickname')}
          placeholder={t('billers.nicknamePlaceholder')}
          maxLength={40}
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" loading={save.isPending} disabled={!nickname.trim()}>
        {t('billers.save')}
      </Button>
    </form>
  );
}
