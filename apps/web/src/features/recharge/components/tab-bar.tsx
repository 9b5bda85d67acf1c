/**
 * A row of tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop,
 * ←/→ move and select, Home/End jump to the ends. The row scrolls sideways
 * on narrow screens and keeps the selected tab in view. The panel it
 * controls is `<TabPanel>` with the same `idPrefix`.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/format';

export type Tab = { id: string; label: string };

type TabBarProps = {
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  size?: 'md' | 'sm';
};

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string) => `${prefix}-panel`;

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabBar({ tabs, selected, onSelect, label, idPrefix, size = 'md' }: TabBarProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // jsdom has no scrollIntoView; every browser does.
    listRef.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const index = tabs.findIndex((tab) => tab.id === selected);
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[move(Math.max(index, 0), tabs.length)];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabId(idPrefix, next.id))?.focus();
  };

  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex w-max min-w-full gap-1 border-b border-gray-200"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(idPrefix, tab.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(idPrefix)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cn(
                '-mb-px shrink-0 border-b-2 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
                size === 'md' ? 'min-h-11 px-4 text-sm' : 'min-h-10 px-3 text-sm',
                active
                  ? 'border-primary text-primary'
                  : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The panel of a TabBar: labelled by its selected tab. */
export function TabPanel({
  idPrefix,
  selected,
  children,
  className,
}: {
  idPrefix: string;
  selected: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, selected)} className={className}>
      {children}
    </div>
  );
}
