import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { closeModal, getActiveModal, useActiveModal, type ModalName } from '@/lib/modal-store';

// Each modal is its own chunk, fetched when first opened: the forms, their validation and the
// phone-number rules stay out of the JavaScript every first visit downloads.
const MODALS: Record<ModalName, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('@/features/auth/components/login-modal').then((m) => ({ default: m.LoginModal }))),
  signup: lazy(() => import('@/features/auth/components/signup-modal').then((m) => ({ default: m.SignupModal }))),
  forgot: lazy(() =>
    import('@/features/auth/components/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
  ),
  download: lazy(() =>
    import('@/features/download-app/components/download-app-modal').then((m) => ({ default: m.DownloadAppModal })),
  ),
  logout: lazy(() => import('@/features/auth/components/logout-dialog').then((m) => ({ default: m.LogoutDialog }))),
  milanLogin: lazy(() =>
    import('@/features/auth/components/milan-login-modal').then((m) => ({ default: m.MilanLoginModal })),
  ),
  milanRegister: lazy(() =>
    import('@/features/auth/components/milan-register-modal').then((m) => ({ default: m.MilanRegisterModal })),
  ),
};

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

  if (!active) return null;
  const Modal = MODALS[active];
  return (
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
  );
}
