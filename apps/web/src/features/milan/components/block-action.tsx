/**
 * The profile's "More actions" menu with "Block <name>", confirmed in a
 * dialog; POST /api/users/:id/block, then back to the search (the blocked
 * member is gone from it). A failure toasts the server's message (else SPEC
 * §8 "Something went wrong.").
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, Dialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useBlockProfile } from '../api/block-profile';
import { DotsIcon } from './icons';

type BlockActionProps = { id: string; name: string; backTo: string };

export function BlockAction({ id, name, backTo }: BlockActionProps) {
  const { t } = useTranslation('milan');
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const block = useBlockProfile(id);
  const navigate = useNavigate();

  useEffect(() => {
    if (!menuOpen) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setMenuOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') {
      setMenuOpen(false);
    }
  };

  const confirm = () =>
    block.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message || t('profile.blocked'));
        void navigate(backTo, { replace: true });
      },
      onError: (error) => void toast.error(errorMessage(error, t('messages:somethingWentWrong'))),
    });

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={t('profile.moreActions')}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={() => setMenuOpen((open) => !open)}
        className="grid size-11 place-items-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <DotsIcon className="size-5" />
      </button>
      {menuOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('profile.moreActions')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-20 mt-1 min-w-48 rounded-xl bg-white py-1 shadow-lg ring-1 ring-gray-200"
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setMenuOpen(false);
              // The dialog gives focus back to its opener: the menu button, which stays.
              triggerRef.current?.focus();
              setConfirming(true);
            }}
            className="block min-h-11 w-full px-4 text-left text-sm text-red-700 hover:bg-red-50 focus:bg-red-50 focus:outline-none"
          >
            {t('profile.block', { name })}
          </button>
        </div>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        alert
        size="sm"
        title={t('profile.blockTitle', { name })}
        description={t('profile.blockBody')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
            {t('profile.cancel')}
          </Button>
          <Button variant="danger" loading={block.isPending} onClick={confirm}>
            {t('profile.blockConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
