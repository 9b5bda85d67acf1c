/**
 * The narrow-screen menu (SPEC §2, §4): a drawer with the navigation, the
 * language switch and the account entries. It closes with its close control,
 * on an outside click, on Esc, on navigation, and when the window grows past
 * MOBILE_MENU_BREAKPOINT_PX.
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { maskMobile, MOBILE_MENU_BREAKPOINT_PX } from '@seva/contracts';
import { Button } from '@/components/ui';
import { cn, displayName } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import { ACCOUNT_LINKS, NAV_LINKS } from './nav-links';

type MobileMenuProps = { onClose: () => void };

/** The open drawer: the header mounts it while the menu is open and unmounts it to close it. */
export function MobileMenu({ onClose }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  const { customer } = useSession();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onResize = () => {
      if (window.innerWidth > MOBILE_MENU_BREAKPOINT_PX) onCloseRef.current();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'block rounded-lg px-3 py-2.5 text-base font-medium',
      isActive ? 'bg-primary-50 text-primary' : 'text-gray-800 hover:bg-gray-50',
    );

  return createPortal(
    <div className="fixed inset-0 z-50 bg-black/40">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('mobileMenu.label')}
        className="absolute inset-y-0 right-0 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
          <LanguageSwitch />
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('mobileMenu.close')}
            className="grid size-10 place-items-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        {customer ? (
          <div className="border-b border-gray-100 px-4 py-3">
            <p className="truncate font-semibold text-gray-900">{displayName(customer)}</p>
            <p className="text-sm tracking-wider text-gray-600">{maskMobile(customer.mobile)}</p>
          </div>
        ) : (
          <div className="border-b border-gray-100 p-4">
            <Button
              className="w-full"
              onClick={() => {
                onClose();
                openModal('login');
              }}
            >
              {t('header.login')}
            </Button>
          </div>
        )}

        <nav aria-label={t('nav.label')} className="p-2">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={link.to} end={link.to === '/'} onClick={onClose} className={linkClass}>
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {customer && (
          <nav aria-label={t('account.navLabel')} className="border-t border-gray-100 p-2">
            <ul>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.key}>
                  <NavLink to={link.to} onClick={onClose} className={linkClass}>
                    {t(`account.${link.key}`)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    openModal('logout');
                  }}
                  className="block w-full rounded-lg px-3 py-2.5 text-left text-base font-medium text-red-700 hover:bg-red-50"
                >
                  {t('account.logout')}
                </button>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </div>,
    document.body,
  );
}
