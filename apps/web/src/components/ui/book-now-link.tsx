import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { buttonClasses } from './button';

type BookNowLinkProps = {
  /** The booking page, with the choices made so far in its query. */
  to: string;
  label: string;
  /** A line under the button; none for the compact link of a sticky bar. */
  hint?: string;
};

/**
 * A details page's "Book now" link to its booking page: full width with its
 * hint under it, or compact without a hint (the sticky bar's). Visitors
 * stay put, are told "Please login" (messages:pleaseLogin) and get the login
 * modal; while the session loads the link just goes (the route guards itself).
 */
export function BookNowLink({ to, label, hint }: BookNowLinkProps) {
  const { t } = useTranslation('messages');
  const session = useSession();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (session.loading || session.isLoggedIn) return;
    event.preventDefault();
    toast.warning(t('pleaseLogin'));
    openModal('login');
  };

  if (hint === undefined) {
    return (
      <Link to={to} onClick={onClick} className={buttonClasses('primary', 'md')}>
        {label}
      </Link>
    );
  }
  return (
    <div>
      <Link to={to} onClick={onClick} className={buttonClasses('primary', 'lg', 'w-full')}>
        {label}
      </Link>
      <p className="mt-2 text-center text-xs text-gray-500">{hint}</p>
    </div>
  );
}
