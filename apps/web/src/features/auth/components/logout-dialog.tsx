/**
 * Logout confirmation (SPEC §4, §9): Yes / No with a visible 20 s timer; at 0
 * it answers No. Yes logs out on the server, wipes local state, toasts and
 * goes to /. "Log out of all devices" does the same for every session of the
 * customer (a lost phone, a shared computer). Either first unsubscribes this
 * device from the customer's pushes.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LOGOUT_CONFIRM_TIMER_MS } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { closeModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useCountdown } from '@/lib/use-countdown';

export function LogoutDialog() {
  const { t } = useTranslation(['auth', 'messages']);
  const session = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const left = useCountdown(LOGOUT_CONFIRM_TIMER_MS / 1000);
  const answered = useRef(false);

  useEffect(() => {
    if (left === 0 && !pending && !answered.current) {
      answered.current = true;
      closeModal();
    }
  }, [left, pending]);

  const yes = async (everywhere = false) => {
    answered.current = true;
    setPending(true);
    // While still signed in: this device stops getting the customer's pushes (issue 23; a shared phone).
    // Fetched here, not with the dialog: its code reaches only those who sign out.
    await import('@/lib/push/device').then((push) => push.forgetThisDevice()).catch(() => undefined);
    const ok = await session.logout(everywhere);
    if (ok) toast.success(t(everywhere ? 'messages:loggedOutEverywhere' : 'messages:loggedOut'));
    else toast.error(t('messages:failedToLogout'));
    closeModal();
    void navigate(paths.home);
  };

  return (
    <Dialog open alert onClose={closeModal} title={t('logout.title')} description={t('logout.question')} size="sm">
      <p className="text-sm text-gray-600" aria-live="off">
        {t('logout.autoCancel', { seconds: left })}
      </p>
      <div
        className="mt-2 h-1 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label={t('logout.timerLabel')}
        aria-valuemin={0}
        aria-valuemax={LOGOUT_CONFIRM_TIMER_MS / 1000}
        aria-valuenow={left}
      >
        <div
          className="h-full bg-primary transition-[width] duration-1000 ease-linear"
          style={{ width: `${(left * 100_000) / LOGOUT_CONFIRM_TIMER_MS}%` }}
        />
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={closeModal} disabled={pending} data-autofocus="">
          {t('logout.no')}
        </Button>
        <Button onClick={() => void yes()} loading={pending}>
          {t('logout.yes')}
        </Button>
      </div>
      <Button variant="link" onClick={() => void yes(true)} disabled={pending} className="mt-4 w-full text-sm">
        {t('logout.everywhere')}
      </Button>
    </Dialog>
  );
}
