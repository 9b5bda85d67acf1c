import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/format';

const edge =
  'inline-flex min-h-11 items-center justify-center rounded-lg border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const enabledEdge = 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50';
const disabledEdge = 'border-gray-200 text-gray-400';

type PagerProps = {
  page: number;
  pages: number;
  /** The navigation's name ("Notification pages"), in the caller's words. */
  label: string;
  /** "Page 2 of 5", in the caller's words. */
  pageOf: string;
} & (
  | {
      /** The page lives in the address: Previous and Next are links to `hrefOf(n)`, so Back and a shared link work. */
      hrefOf: (n: number) => string;
      onPage?: never;
    }
  | {
      /** Previous and Next are buttons calling `onPage(n)`. */
      onPage: (n: number) => void;
      hrefOf?: never;
    }
);

/**
 * Previous / Next between the pages of a list, with "Page 2 of 5" between
 * them (common:pager.previous, .next). At either end the edge is disabled
 * (a link gives way to text marked aria-disabled). Nothing shows for a
 * single page.
 */
export function Pager({ page, pages, label, pageOf, hrefOf, onPage }: PagerProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  const edgeTo = (target: number, text: string, enabled: boolean) => {
    if (onPage) {
      return (
        <button
          type="button"
          disabled={!enabled}
          onClick={() => onPage(target)}
          className={cn(edge, enabled ? enabledEdge : disabledEdge)}
        >
          {text}
        </button>
      );
    }
    return enabled && hrefOf ? (
      <Link to={hrefOf(target)} className={cn(edge, enabledEdge)}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(edge, disabledEdge)}>
        {text}
      </span>
    );
  };
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {edgeTo(page - 1, t('pager.previous'), page > 1)}
      <p className="text-sm text-gray-600">{pageOf}</p>
      {edgeTo(page + 1, t('pager.next'), page < pages)}
    </nav>
  );
}
