/**
 * The profile's actions: the Shortlist toggle (issue 22, ShortlistButton)
 * and the "More actions" menu: "Report profile" (ReportDialog) and
 * "Block <name>", confirmed in a dialog; POST /api/users/:id/block, then
 * back to the search (the blocked member is gone from it). Reporting with
 * "Also block" leaves the same way. A failure toasts the server's message
 * (else SPEC §8 "Something went wrong.").
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, Dialog, DotsIcon } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useBlockProfile } from '../api/block-profile';
import { ReportDialog } from './report-dialog';
import { ShortlistButton } from './shortlist-button';

type ProfileActionsProps = { id: string; name: string; backTo: string; shortlisted: boolean };
type Opened = 'report' | 'block' | null;

const ITEM = 'block min-h-11 w-full px-4 text-left text-sm focus:outline-none';

export function ProfileActions({ id, name, backTo, shortlisted }: ProfileActionsProps) {
  const { t } = useTranslation(['milan', 'messages']);
  const [menuOpen, setMenuOpen] = useState(false);
  const [opened, setOpened] = useState<Opened>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const block = useBlockProfile(id);
  const navigate = useNavigate();
  const leave = () => void navigate(backTo, { replace: true });

  useEffect(() => {
    if (!menuOpen) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      setMenuOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') setMenuOpen(false);
    else if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
  };

  const choose = (next: Opened) => {
    setMenuOpen(false);
    // The dialog gives focus back to its opener: the menu button, which stays.
    triggerRef.current?.focus();
    setOpened(next);
  };

  const confirmBlock = () =>
    block.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message || t('profile.blocked'));
        leave();
      },
      onError: (error) => void toast.error(errorMessage(error, t('messages:somethingWentWrong'))),
    });

  return (
    <div className="flex items-center gap-2">
      <ShortlistButton id={id} name={name} shortlisted={shortlisted} />
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
              onClick={() => choose('report')}
              className={`${ITEM} text-gray-800 hover:bg-gray-50 focus:bg-gray-100`}
            >
              {t('report.menuItem')}
            </button>
            <button
              type="button"
              role="menuitem"
              onClick={() => choose('block')}
              className={`${ITEM} text-red-700 hover:bg-red-50 focus:bg-red-50`}
            >
              {t('profile.block', { name })}
            </button>
          </div>
        )}
        <ReportDialog
          id={id}
          name={name}
          open={opened === 'report'}
          onClose={() => setOpened(null)}
          onBlocked={leave}
        />
        <Dialog
          open={opened === 'block'}
          onClose={() => setOpened(null)}
          alert
          size="sm"
          title={t('profile.blockTitle', { name })}
          description={t('profile.blockBody')}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpened(null)} data-autofocus>
              {t('profile.cancel')}
            </Button>
            <Button variant="danger" loading={block.isPending} onClick={confirmBlock}>
              {t('profile.blockConfirm')}
            </Button>
          </div>
        </Dialog>
      </div>
    </div>
  );
}
