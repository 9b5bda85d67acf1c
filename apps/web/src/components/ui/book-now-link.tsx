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
  /** A line under the button. */
  hint: string;
};

/**
 * A details page's full-width "Book now" link to its booking page. Visitors
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

  return (
    <div>
      <Link to={to} onClick={onClick} className={buttonClasses('primary', 'lg', 'w-full')}>
        {label}
      </Link>
      <p className="mt-2 text-center text-xs text-gray-500">{hint}</p>
    </div>
  );
}
