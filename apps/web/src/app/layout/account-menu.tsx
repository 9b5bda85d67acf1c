/**
 * The logged-in header menu (SPEC §2): name or mobile, the masked number, the
 * account links and Logout last. Opens on hover for mouse users and on
 * focus, click or ArrowDown for keyboard and touch; Esc, an outside click or
 * focus leaving it closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maskMobile, type CustomerDetails } from '@seva/contracts';
import { displayName } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { ACCOUNT_LINKS } from './nav-links';

const HOVER_CLOSE_DELAY_MS = 150;
/** A click right after focus/hover opened the menu keeps it open instead of toggling it shut. */
const JUST_OPENED_MS = 400;

export function AccountMenu({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const openedAt = useRef(0);
  /** Set while we move focus back to the trigger ourselves (Esc), so that focus does not reopen. */
  const refocusing = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = displayName(customer);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onTriggerClick = () => {
    if (open && Date.now() - openedAt.current > JUST_OPENED_MS) hide();
    else show();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
      refocusing.current = true;
      triggerRef.current?.focus();
      refocusing.current = false;
    } else if (event.key === 'ArrowDown' && event.target === triggerRef.current) {
      event.preventDefault();
      show();
      requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus());
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-label={t('account.menuLabel')}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => !refocusing.current && show()}
        onClick={onTriggerClick}
        className="flex min-h-10 items-center gap-2 rounded-full border border-gray-200 py-1 pr-2 pl-1 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-primary text-sm font-bold text-white uppercase"
        >
          {(customer.firstname || name).charAt(0) || '•'}
        </span>
        <span className="hidden max-w-28 truncate text-sm font-medium text-gray-800 lg:inline">{name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-gray-500" fill="currentColor">
          <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-gray-100 bg-white py-2 shadow-lg"
      >
        <div className="border-b border-gray-100 px-4 pt-1 pb-3">
          <p className="truncate font-semibold text-gray-900">{name}</p>
          <p className="text-sm tracking-wider text-gray-600" data-testid="masked-mobile">
            {maskMobile(customer.mobile)}
          </p>
        </div>
        <ul className="py-1">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.key}>
              <Link
                to={link.to}
                data-menu-item=""
                onClick={hide}
                className="block px-4 py-2 text-sm text-gray-800 hover:bg-primary-50 hover:text-primary focus-visible:bg-primary-50 focus-visible:outline-none"
              >
                {t(`account.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t border-gray-100 pt-1">
          <button
            type="button"
            data-menu-item=""
            onClick={() => {
              hide();
              openModal('logout');
            }}
            className="block w-full px-4 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:bg-red-50 focus-visible:outline-none"
          >
            {t('account.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}
