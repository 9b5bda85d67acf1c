import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ForgotPasswordModal } from '@/features/auth/components/forgot-password-modal';
import { LoginModal } from '@/features/auth/components/login-modal';
import { LogoutDialog } from '@/features/auth/components/logout-dialog';
import { MilanLoginModal } from '@/features/auth/components/milan-login-modal';
import { MilanRegisterModal } from '@/features/auth/components/milan-register-modal';
import { SignupModal } from '@/features/auth/components/signup-modal';
import { DownloadAppModal } from '@/features/download-app/components/download-app-modal';
import { closeModal, getActiveModal, useActiveModal } from '@/lib/modal-store';

/**
 * Renders the one open global modal (SPEC §2). Each mounts fresh when opened,
 * so a closed login modal always starts again at the phone step.
 */
export function ModalsHost() {
  const active = useActiveModal();
  const { pathname } = useLocation();

  // A modal belongs to the page it was opened on (the logout dialog navigates itself).
  useEffect(() => {
    if (getActiveModal() !== 'logout') closeModal();
  }, [pathname]);

  switch (active) {
    case 'login':
      return <LoginModal />;
    case 'signup':
      return <SignupModal />;
    case 'forgot':
      return <ForgotPasswordModal />;
    case 'download':
      return <DownloadAppModal />;
    case 'logout':
      return <LogoutDialog />;
    case 'milanLogin':
      return <MilanLoginModal />;
    case 'milanRegister':
      return <MilanRegisterModal />;
    default:
      return null;
  }
}
