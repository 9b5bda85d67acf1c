/** Where a news item stands: a draft (not active), scheduled (its publish time is still ahead) or published. */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/components/badges';

export type NewsStatus = 'draft' | 'scheduled' | 'published';

export function newsStatus(item: { active: boolean; publishedAt: string }, now = Date.now()): NewsStatus {
  if (!item.active) return 'draft';
  return new Date(item.publishedAt).getTime() > now ? 'scheduled' : 'published';
}

const COLOURS: Record<NewsStatus, string> = {
  draft: 'bg-gray-200 text-gray-700',
  scheduled: 'bg-blue-100 text-blue-800',
  published: 'bg-green-100 text-green-800',
};

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={COLOURS[status]}>{t(`content.news.status.${status}`)}</Badge>;
}

export function BreakingBadge() {
  const { t } = useTranslation('admin');
  return <Badge className="bg-red-100 text-red-800">{t('content.news.breaking')}</Badge>;
}
