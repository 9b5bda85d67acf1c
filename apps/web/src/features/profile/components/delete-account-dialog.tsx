/**
 * The step that confirms "Delete my account" (issue 24): a code goes by SMS
 * to the account's own mobile as the dialog opens, and entering it deletes
 * the account. The safe choice (keep the account) has the focus; a wrong
 * code says so and leaves everything as it was.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@seva/contracts';
import { Button, ConfirmDialog, OtpInput, emptyOtp } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { formatIndianMobile } from '@/lib/format';
import { useDeleteAccount, useRequestDeletionOtp } from '../api/account-deletion';

type Props = {
  mobile: string;
  onCancel: () => void;
  /** The account is gone: every session on the server has ended. */
  onDeleted: () => void;
};

export function DeleteAccountDialog({ mobile, onCancel, onDeleted }: Props) {
  const { t } = useTranslation('accountDeletion');
  const [digits, setDigits] = useState(() => emptyOtp(OTP_LENGTH));
  const sendCode = useRequestDeletionOtp();
  const remove = useDeleteAccount();
  const { mutate: send } = sendCode;

  useEffect(() => send(), [send]);

  const challengeId = sendCode.data?.challengeId;
  const otp = digits.join('');
  const confirm = () => {
    if (!challengeId || otp.length !== OTP_LENGTH) return;
    remove.mutate({ otp, challengeId }, { onSuccess: onDeleted });
  };
  const resend = () => {
    setDigits(emptyOtp(OTP_LENGTH));
    remove.reset();
    send();
  };
  const error = sendCode.error ?? remove.error;

  return (
    <ConfirmDialog
      open
      title={t('dialogTitle')}
      description={t('dialogBody', { length: OTP_LENGTH, mobile: formatIndianMobile(mobile) })}
      keep={t('cancel')}
      confirm={t('confirm')}
      pending={remove.isPending}
      busy={remove.isPending}
      onKeep={onCancel}
      onConfirm={confirm}
    >
      <div className="mb-5 flex flex-col items-center gap-3">
        {sendCode.isPending ? (
          <p className="text-sm text-gray-600">{t('sending')}</p>
        ) : (
          <OtpInput value={digits} onChange={setDigits} length={OTP_LENGTH} invalid={remove.isError} />
        )}
        {error && (
          <p role="alert" className="text-center text-sm text-red-700">
            {errorMessage(error, t('failed'))}
          </p>
        )}
        <Button variant="link" size="sm" onClick={resend} disabled={sendCode.isPending || remove.isPending}>
          {t('resend')}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
