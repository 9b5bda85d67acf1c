/**
 * /dashboard/messages/conversation/:id (signed-in; the footer is hidden):
 * the chat with one accepted connection. History over REST (newest at the
 * bottom, earlier pages on request), new messages and receipts over the
 * socket (domains/milan/realtime-sync patches the cache), sending over REST with a client id
 * (hooks/use-outbox). The conversation is marked read when it opens and as
 * messages arrive. An unknown id or a 404 says the conversation is not
 * available; the composer gives way to the upgrade note when the member may
 * not write.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { RECORD_ID_PATTERN } from '@seva/contracts';
import { LoadError, NotFoundState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import type { ChatHistory } from '@/domains/milan/chat-cache';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { useSocket } from '@/lib/socket';
import { usePageTitle } from '@/lib/use-page-title';
import { useChatHistory, useLoadEarlier } from '../api/get-chat-history';
import { ChatHeader } from '../components/chat-header';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { NeedsPlan } from '../components/needs-plan';
import { useOutbox } from '../hooks/use-outbox';
import { useReadMarker } from '../hooks/use-read-marker';
import { useTyping } from '../hooks/use-typing';

/** The screen below the fixed header (its height at each width, as MainLayout pads for it). */
const FULL_HEIGHT = 'h-[calc(100dvh-3.5rem)] min-[501px]:h-[calc(100dvh-6rem-1px)] lg:h-[calc(100dvh-4rem)]';

function ChatRoom({ id, history }: { id: string; history: ChatHistory }) {
  const { t } = useTranslation(['milanChat', 'messages']);
  const myId = useMilanViewerId() ?? '';
  const { connected } = useSocket();
  const { member, canSend, memberDeleted } = history.conversation;
  const outbox = useOutbox(id);
  const typing = useTyping(id, member._id);
  const earlier = useLoadEarlier(id);
  useReadMarker(id, member._id, true);
  usePageTitle(member.firstName);

  const loadEarlier = () => {
    const oldest = history.results[0]?._id;
    if (!oldest) return;
    earlier.mutate(oldest, {
      onError: (error) => void toast.error(errorMessage(error, t('chat.loadEarlierFailed'))),
    });
  };

  return (
    <section aria-label={member.firstName} className={`flex flex-col ${FULL_HEIGHT}`}>
      <ChatHeader member={member} typing={typing.typing} connected={connected} />
      <MessageList
        messages={history.results}
        outbox={outbox.items}
        myId={myId}
        name={member.firstName}
        hasMore={history.hasMore}
        loadingEarlier={earlier.isPending}
        onLoadEarlier={loadEarlier}
        onRetry={outbox.retry}
      />
      {memberDeleted ? (
        // The other member deleted their account (issue 24): the conversation is read-only.
        <p role="note" className="border-t border-gray-200 bg-white px-4 py-3 text-center text-sm text-gray-700">
          {t('messages:memberDeletedAccount')}
        </p>
      ) : canSend && !outbox.needsPlan ? (
        <Composer onSend={outbox.post} onType={typing.onType} />
      ) : (
        <NeedsPlan />
      )}
    </section>
  );
}

function ChatSkeleton() {
  return (
    <div className={`flex flex-col ${FULL_HEIGHT}`} aria-hidden="true" data-testid="chat-skeleton">
      <div className="flex items-center gap-3 border-b border-gray-200 bg-white p-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 w-32" />
      </div>
      <div className="flex flex-1 flex-col justify-end gap-3 p-4">
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="h-10 w-1/2 self-end rounded-2xl" />
        <Skeleton className="h-10 w-3/5 rounded-2xl" />
      </div>
    </div>
  );
}

export default function ConversationPage() {
  const { t } = useTranslation('milanChat');
  const { id = '' } = useParams();
  const valid = RECORD_ID_PATTERN.test(id);
  const history = useChatHistory(id, valid);
  const notFound = !valid || (history.error instanceof ApiError && history.error.status === 404);

  if (notFound) {
    return (
      <div className="px-4 py-10">
        <NotFoundState
          title={t('chat.notFoundTitle')}
          body={t('chat.notFoundBody')}
          browse={{ to: paths.dashboard.messages, label: t('chat.back') }}
        />
      </div>
    );
  }
  if (history.data) return <ChatRoom key={id} id={id} history={history.data} />;
  if (history.isError) {
    return (
      <div className="px-4 py-10">
        <LoadError message={t('chat.loadError')} onRetry={() => void history.refetch()} />
      </div>
    );
  }
  return <ChatSkeleton />;
}
