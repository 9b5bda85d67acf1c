import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { useCountdown } from '@/lib/use-countdown';

type ResendCountdownProps = {
  /** Seconds to wait before a new code may be asked for (SPEC §9: 30). */
  seconds: number;
  /** Changes on every (re)send, restarting the wait. */
  restartKey: number;
  onResend: () => void;
  sending?: boolean;
};

/** "Resend OTP in 27s", then a Resend OTP button (SPEC §4). */
export function ResendCountdown({ seconds, restartKey, onResend, sending }: ResendCountdownProps) {
  const { t } = useTranslation('auth');
  const left = useCountdown(seconds, restartKey);
  if (left > 0) {
    return (
      <p className="text-center text-sm text-gray-600" aria-live="polite" aria-atomic="true">
        {t('otp.resendIn', { seconds: left })}
      </p>
    );
  }
  return (
    <p className="text-center text-sm text-gray-600">
      {t('otp.noCode')}{' '}
      <Button variant="link" onClick={onResend} loading={sending} className="font-semibold">
        {t('otp.resend')}
      </Button>
    </p>
  );
}
