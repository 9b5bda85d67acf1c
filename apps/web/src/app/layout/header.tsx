/**
 * The fixed top header (SPEC §2). Wide screens show the navigation inline
 * (≥1024 px) or as a second, sideways-scrolling row (501–1023 px); at 500 px
 * and below it moves into the mobile menu. A shadow appears once the page is
 * scrolled past SCROLL_THRESHOLD_PX. Milan Sathi pages get a simpler variant.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { CustomerDetails } from '@seva/contracts';
import { Button } from '@/components/ui';
import { cn } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useScrolled } from '@/lib/use-window';
import { CartButton } from './cart-button';
import { InboxLinks } from './inbox-links';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

// The drawer is fetched the first time a phone opens it: no first visit downloads it.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// The account menu only a signed-in customer sees, fetched once they are: no anonymous first visit downloads it.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** Holds the account menu's place while the session or the menu's code loads, so nothing moves when it comes. */
const accountPlaceholder = <span className="h-10 w-24 animate-pulse rounded-full bg-gray-100" aria-hidden="true" />;

function LazyAccountMenu({ customer }: { customer: CustomerDetails }) {
  return (
    <Suspense fallback={accountPlaceholder}>
      <AccountMenu customer={customer} />
    </Suspense>
  );
}

function headerClasses(scrolled: boolean) {
  return cn(
    'fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow',
    scrolled ? 'border-transparent shadow-md' : 'border-gray-100',
  );
}

function NavItems({ className, itemClassName }: { className?: string; itemClassName: string }) {
  const { t } = useTranslation('layout');
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.key} className="shrink-0">
          <NavLink
            to={link.to}
            end={link.to === '/'}
            className={({ isActive }) =>
              cn(itemClassName, isActive ? 'text-primary after:scale-x-100' : 'text-gray-700 hover:text-primary')
            }
          >
            {t(`nav.${link.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

const navItemClass =
  'relative flex min-h-10 items-center px-3 text-sm font-semibold whitespace-nowrap after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:origin-left after:scale-x-0 after:bg-primary after:transition-transform';

export function Header() {
  const { t } = useTranslation('layout');
  const { customer, loading } = useSession();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className={headerClasses(scrolled)} data-scrolled={scrolled || undefined}>
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:h-16">
        <Logo />
        <nav aria-label={t('nav.label')} className="mx-auto hidden lg:block">
          <NavItems className="flex items-center" itemClassName={navItemClass} />
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0 min-[420px]:gap-2">
          <LanguageSwitch className="hidden min-[501px]:flex" />
          {loading ? (
            accountPlaceholder
          ) : customer ? (
            <>
              <CartButton />
              <InboxLinks />
              <LazyAccountMenu customer={customer} />
            </>
          ) : (
            <Button size="sm" className="px-3 text-xs sm:text-sm" onClick={() => openModal('login')}>
              {t('header.login')}
            </Button>
          )}
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t('mobileMenu.open')}
            aria-expanded={menuOpen}
            className="grid size-10 place-items-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary min-[501px]:hidden"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <nav aria-label={t('nav.labelSecondary')} className="hidden border-t border-gray-100 min-[501px]:block lg:hidden">
        <NavItems
          className="mx-auto flex max-w-7xl overflow-x-auto px-2 [scrollbar-width:none]"
          itemClassName={navItemClass}
        />
      </nav>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

/** The simpler Milan Sathi header (SPEC §2): brand, "Login to Milan Sathi" or the inbox icons and the account menu. */
export function MilanSathiHeader() {
  const { t } = useTranslation('layout');
  const { customer, loading } = useSession();
  const scrolled = useScrolled();
  return (
    <header className={headerClasses(scrolled)} data-scrolled={scrolled || undefined}>
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:h-16">
        <Logo suffix={t('nav.milanSathi')} />
        <div className="ml-auto flex items-center gap-1 min-[420px]:gap-2">
          <LanguageSwitch className="hidden min-[501px]:flex" />
          {loading ? (
            accountPlaceholder
          ) : customer ? (
            <>
              <InboxLinks />
              <LazyAccountMenu customer={customer} />
            </>
          ) : (
            <Button
              size="sm"
              className="px-3 text-xs whitespace-nowrap sm:text-sm"
              onClick={() => openModal('milanLogin')}
            >
              {t('header.loginMilanSathi')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
