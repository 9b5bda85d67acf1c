import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/components/ui';
import { closeModal, openModal } from '@/lib/modal-store';

/**
 * SPEC §2 "forget password" modal. Password sign-in arrives with Milan Sathi
 * accounts (a later issue), so for now it says so and offers the OTP login
 * that works for every account — never a dead end.
 */
export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  return (
    <Dialog open onClose={closeModal} title={t('forgot.title')} size="sm">
      <p className="text-sm text-gray-700">{t('forgot.body')}</p>
      <p className="mt-2 text-sm text-gray-700">{t('forgot.otpHint')}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={() => openModal('login')}>
          {t('forgot.loginWithOtp')}
        </Button>
        <Button variant="ghost" onClick={closeModal}>
          {t('common:close')}
        </Button>
      </div>
    </Dialog>
  );
}
