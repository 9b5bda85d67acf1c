/**
 * /dashboard/messages (signed-in, in the dashboard frame): the member's
 * conversations, latest activity first (GET /api/conversations), each with
 * the last message and the unread count; the socket keeps it fresh. Empty:
 * a way to the connections, where conversations start.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadError, PageContainer, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useConversations } from '@/domains/milan/conversations';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { usePageTitle } from '@/lib/use-page-title';
import { ConversationRow, ConversationRowSkeletons } from '../components/conversation-row';

export default function MessagesPage() {
  const { t } = useTranslation('milanChat');
  usePageTitle(t('list.title'));
  const myId = useMilanViewerId() ?? '';
  const conversations = useConversations();

  let body;
  if (conversations.data) {
    body =
      conversations.data.results.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('list.emptyBody')}
          action={
            <Link to={paths.dashboard.connections} className={buttonClasses('primary')}>
              {t('list.emptyAction')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {conversations.data.results.map((conversation) => (
            <li key={conversation._id}>
              <ConversationRow conversation={conversation} myId={myId} />
            </li>
          ))}
        </ul>
      );
  } else if (conversations.isError) {
    body = <LoadError message={t('list.loadError')} onRetry={() => void conversations.refetch()} />;
  } else {
    body = <ConversationRowSkeletons />;
  }

  return (
    <PageContainer width="md" className="pt-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('list.title')}</h1>
      <p className="mt-1 mb-4 text-gray-600">{t('list.subtitle')}</p>
      {body}
    </PageContainer>
  );
}
