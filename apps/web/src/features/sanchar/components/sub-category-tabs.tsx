/**
 * The sub-categories of the chosen category as tabs (WAI-ARIA tabs pattern,
 * automatic activation): one tab stop, ←/→ move and select, Home/End jump to
 * the ends. `SubCategoryPanel` is the panel they control.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import type { MediaSubCategory } from '@seva/contracts';
import { cn } from '@/lib/format';
import { useLocalizedName } from '@/lib/localized-name';

const PANEL_ID = 'sanchar-sub-panel';
const tabId = (id: string) => `sanchar-sub-tab-${id}`;

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

type SubCategoryTabsProps = {
  subCategories: MediaSubCategory[];
  selected: string | undefined;
  onSelect: (subCategoryId: string) => void;
};

export function SubCategoryTabs({ subCategories, selected, onSelect }: SubCategoryTabsProps) {
  const { t } = useTranslation('sanchar');
  const nameOf = useLocalizedName();

  useEffect(() => {
    // The row scrolls sideways on phones: keep the chosen tab in view (jsdom has no scrollIntoView).
    if (selected) document.getElementById(tabId(selected))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  if (subCategories.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = Math.max(
      subCategories.findIndex((item) => item._id === selected),
      0,
    );
    const next = subCategories[move(index, subCategories.length)];
    if (!next) return;
    onSelect(next._id);
    document.getElementById(tabId(next._id))?.focus();
  };

  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        role="tablist"
        aria-label={t('browse.subCategories')}
        onKeyDown={onKeyDown}
        className="flex w-max min-w-full gap-1 border-b border-gray-200"
      >
        {subCategories.map((item) => {
          const active = item._id === selected;
          return (
            <button
              key={item._id}
              id={tabId(item._id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={PANEL_ID}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item._id)}
              className={cn(
                '-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
                active
                  ? 'border-primary text-primary'
                  : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
              )}
            >
              {nameOf(item)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The list under the tabs, labelled by the selected tab (a plain block while there are no tabs). */
export function SubCategoryPanel({ selected, children }: { selected: string | undefined; children: ReactNode }) {
  if (!selected) return <div className="mt-4">{children}</div>;
  return (
    <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)} className="mt-4">
      {children}
    </div>
  );
}
