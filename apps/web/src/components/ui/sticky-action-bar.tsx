import type { ReactNode, RefObject } from 'react';
import { useBodyClasses } from '@/lib/use-body-classes';
import { useBottomBar } from '@/lib/use-bottom-bar';
import { useOutOfView } from '@/lib/use-out-of-view';

/**
 * Room under the page for the bar on phones (its height plus the iOS home indicator's inset), so
 * the bar never hides the footer's last line; none from md up, where there is no bar.
 */
const BODY_PADDING = ['pb-[calc(4.5rem+env(safe-area-inset-bottom))]', 'md:pb-0'] as const;

type StickyActionBarProps = {
  /** The in-page action this bar stands in for: the bar shows only while that is out of view. */
  anchor: RefObject<HTMLElement | null>;
  /** The bar's landmark name, e.g. "Price and booking". */
  label: string;
  /** The price line: the chosen package's price, or "From ₹X". */
  price: string;
  /** The action: the same link or button (same words, same behaviour) as the in-page one. */
  children: ReactNode;
};

/**
 * A details page's price and primary action, fixed to the bottom of the screen on phones (below md)
 * while the page's own action is scrolled out of view, so one "Book now" is always a thumb away and
 * screen readers never meet two on one screen. Hidden by CSS from md up (no width read in render).
 */
export function StickyActionBar({ anchor, label, price, children }: StickyActionBarProps) {
  const outOfView = useOutOfView(anchor);
  useBodyClasses(BODY_PADDING);
  const bottomBar = useBottomBar();
  if (!outOfView) return null;
  return (
    <div
      ref={bottomBar}
      role="region"
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <p className="min-w-0 text-base font-bold text-gray-900">{price}</p>
        <div className="shrink-0">{children}</div>
      </div>
    </div>
  );
}
