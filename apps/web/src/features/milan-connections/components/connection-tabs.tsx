/**
 * Received / Sent / Accepted as ARIA tabs with their counts: arrow keys,
 * Home and End move between them (and select, the list being one request
 * away); only the selected tab is in the Tab order.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONNECTION_TABS, type ConnectionTab } from '@seva/contracts';
import { cn } from '@/lib/format';

type ConnectionTabsProps = {
  tab: ConnectionTab;
  /** How many each tab holds, once known. */
  counts: Record<ConnectionTab, number> | undefined;
  onSelect: (tab: ConnectionTab) => void;
  panelId: string;
};

export const tabId = (tab: ConnectionTab) => `connections-tab-${tab}`;

export function ConnectionTabs({ tab, counts, onSelect, panelId }: ConnectionTabsProps) {
  const { t } = useTranslation('milanConnections');
  const refs = useRef<Partial<Record<ConnectionTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = CONNECTION_TABS.indexOf(tab);
    const last = CONNECTION_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : CONNECTION_TABS[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabsLabel')}
      onKeyDown={onKeyDown}
      className="mb-4 flex gap-1 overflow-x-auto rounded-xl bg-white p-1 shadow-sm [scrollbar-width:none]"
    >
      {CONNECTION_TABS.map((name) => {
        const selected = name === tab;
        return (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            id={tabId(name)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(name)}
            className={cn(
              'flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 text-sm font-semibold whitespace-nowrap min-[480px]:flex-row min-[480px]:gap-1.5 min-[480px]:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              selected ? 'bg-primary text-white' : 'text-gray-700 hover:bg-primary-50 hover:text-primary',
            )}
          >
            {t(`tabs.${name}`)}{' '}
            {counts && (
              <span
                className={cn(
                  'min-w-6 rounded-full px-1.5 text-xs',
                  selected ? 'bg-white/25 text-white' : 'bg-gray-100 text-gray-700',
                )}
              >
                {counts[name]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
