/**
 * The "Shortlist" / "Shortlisted" toggle (issue 22: save a profile to look
 * at later), a button with aria-pressed and a bookmark filled when saved.
 * `compact` is the round icon button on a card's photo (its name says whose
 * profile); otherwise a button with its label, for the profile page. The
 * change shows at once (useToggleShortlist) and is undone with a toast
 * carrying the server's message (else SPEC §8 "Something went wrong.") when
 * it fails.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui';
import { BookmarkIcon } from '@/components/ui/milan-icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/format';
import { useToggleShortlist } from '../api/toggle-shortlist';

type ShortlistButtonProps = {
  id: string;
  name: string;
  shortlisted: boolean;
  compact?: boolean;
  className?: string;
};

export function ShortlistButton({ id, name, shortlisted, compact = false, className }: ShortlistButtonProps) {
  const { t } = useTranslation(['milan', 'messages']);
  const toggle = useToggleShortlist(id);
  const onClick = () =>
    toggle.mutate(!shortlisted, {
      onError: (error) => void toast.error(errorMessage(error, t('messages:somethingWentWrong'))),
    });
  const icon = <BookmarkIcon className={cn('size-5', shortlisted && 'fill-current')} />;

  if (compact) {
    return (
      <button
        type="button"
        aria-pressed={shortlisted}
        aria-label={t('shortlist.toggleFor', { name })}
        title={shortlisted ? t('shortlist.saved') : t('shortlist.save')}
        onClick={onClick}
        className={cn(
          'grid size-11 place-items-center rounded-full bg-white/95 shadow focus-visible:outline-2 focus-visible:outline-primary',
          shortlisted ? 'text-primary' : 'text-gray-700 hover:text-primary',
          className,
        )}
      >
        {icon}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={shortlisted}
      onClick={onClick}
      className={buttonClasses('secondary', 'md', cn(shortlisted && 'bg-primary-50', className))}
    >
      {icon}
      {shortlisted ? t('shortlist.saved') : t('shortlist.save')}
    </button>
  );
}
