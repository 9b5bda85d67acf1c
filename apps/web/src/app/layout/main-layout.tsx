import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui';
import { isConversationPath, isMilanSathiPath } from '@/config/paths';
import { MiniPlayer } from '@/features/sanchar/components/mini-player';
import { cn } from '@/lib/format';
import { MarkInteractive } from '@/lib/interactive';
import { Header, MilanSathiHeader } from './header';
import { LanguageLinks } from './language-links';

// Below the fold on every page (main is at least a screen tall), so its own chunk: fetched after the
// first visit's scripts instead of with them, and never a layout shift when it appears.
const Footer = lazy(() => import('./footer').then(({ Footer }) => ({ default: Footer })));

/**
 * The customer site frame: the fixed header (Milan Sathi variant on its
 * paths), the page, and the footer (hidden on a conversation, SPEC §2).
 * The top padding matches the header height at each width. While a podcast
 * plays, the mini player is fixed to the bottom (with a spacer of its height
 * after the footer). The head's language links follow the page (LanguageLinks).
 */
export function MainLayout() {
  const { pathname } = useLocation();
  const milanSathi = isMilanSathiPath(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      {milanSathi ? <MilanSathiHeader /> : <Header />}
      <main
        id="main"
        className={cn(
          // At least a screen tall: the footer starts below the fold, so a page filling in after
          // its data loads never pushes a visible footer down (no layout shift).
          'min-h-dvh flex-1',
          milanSathi ? 'pt-14 lg:pt-16' : 'pt-14 min-[501px]:pt-[calc(3.5rem+2.5rem+1px)] lg:pt-16',
        )}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <MarkInteractive />
        </Suspense>
      </main>
      {!isConversationPath(pathname) && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <MiniPlayer />
      <LanguageLinks />
    </div>
  );
}
