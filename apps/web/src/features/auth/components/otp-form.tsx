import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, OTP_RESEND_WAIT_SECONDS } from '@seva/contracts';
import { Button, OtpInput, emptyOtp } from '@/components/ui';
import { formatIndianMobile } from '@/lib/format';
import { ResendCountdown } from './resend-countdown';

type OtpFormProps = {
  mobile: string;
  verifying: boolean;
  resending: boolean;
  /** Bumps on each resend so the countdown restarts. */
  sendCount: number;
  onVerify: (code: string) => void;
  onResend: () => void;
  onEditMobile: () => void;
};

/** Login step 2: the 4-digit code, the resend countdown and the pencil back to step 1. */
export function OtpForm({ mobile, verifying, resending, sendCount, onVerify, onResend, onEditMobile }: OtpFormProps) {
  const { t } = useTranslation('auth');
  const [digits, setDigits] = useState(() => emptyOtp(OTP_LENGTH));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(digits.join(''));
  };

  const resend = () => {
    setDigits(emptyOtp(OTP_LENGTH));
    onResend();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex items-center justify-center gap-2 text-sm text-gray-700">
        <span>
          {t('otp.sentTo')} <strong className="whitespace-nowrap text-gray-900">{formatIndianMobile(mobile)}</strong>
        </span>
        <button
          type="button"
          onClick={onEditMobile}
          aria-label={t('otp.editMobile')}
          title={t('otp.editMobile')}
          className="grid size-9 place-items-center rounded-full text-primary hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 20h4L19 9l-4-4L4 16v4z" strokeLinejoin="round" />
            <path d="M13.5 6.5l4 4" />
          </svg>
        </button>
      </div>
      <OtpInput value={digits} onChange={setDigits} length={OTP_LENGTH} autoFocus />
      <Button type="submit" size="lg" loading={verifying}>
        {t('otp.verify')}
      </Button>
      <ResendCountdown seconds={OTP_RESEND_WAIT_SECONDS} restartKey={sendCount} onResend={resend} sending={resending} />
    </form>
  );
}
