/**
 * What a member can do with a connection, by tab: accept or decline an
 * interest received (accepting opens the conversation), withdraw one sent
 * (after a confirmation), message an accepted connection (its id is the
 * conversation's). Success toasts the
 * server's message; a failure toasts the server's message, else what its
 * `error` means (not_found, not_pending), else "Connection failed" (SPEC §8).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ConnectionItem } from '@seva/contracts';
import { Button, Dialog, buttonClasses } from '@/components/ui';
import { buildPath } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAnswerConnection, type ConnectionAnswer } from '../api/answer-connection';

const SUCCESS = { accept: 'connectionAccepted', decline: 'connectionDeclined', cancel: 'connectionCancelled' } as const;
const REASONS: Record<string, string> = { not_found: 'connectionNotFound', not_pending: 'connectionNotPending' };

export function ConnectionActions({ connection }: { connection: ConnectionItem }) {
  const { t } = useTranslation(['milanConnections', 'messages']);
  const answer = useAnswerConnection(connection._id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const name = connection.member.firstName;

  const run = (verb: ConnectionAnswer) =>
    answer.mutate(verb, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(result.message || t(`messages:${SUCCESS[verb]}`));
        // "You can now message each other": the conversation opens (an accepted connection's id is its id).
        if (verb === 'accept') void navigate(buildPath.conversation(connection._id));
      },
      onError: (error) => {
        setConfirming(false);
        const reason = error instanceof ApiError && error.reason ? REASONS[error.reason] : undefined;
        toast.error(errorMessage(error, t(`messages:${reason ?? 'connectionFailed'}`)));
      },
    });
  const busy = (verb: ConnectionAnswer) => answer.isPending && answer.variables === verb;

  if (connection.status === 'accepted') {
    return (
      <Link
        to={buildPath.conversation(connection._id)}
        aria-label={t('actions.messageLabel', { name })}
        className={buttonClasses('primary', 'md', 'flex-1 sm:flex-none')}
      >
        {t('actions.message')}
      </Link>
    );
  }
  if (connection.direction === 'received') {
    return (
      <>
        <Button
          className="flex-1 sm:flex-none"
          loading={busy('accept')}
          disabled={answer.isPending}
          onClick={() => run('accept')}
        >
          {t('actions.accept')}
        </Button>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          loading={busy('decline')}
          disabled={answer.isPending}
          onClick={() => run('decline')}
        >
          {t('actions.decline')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setConfirming(true)}>
        {t('actions.withdraw')}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        alert
        size="sm"
        title={t('withdraw.title', { name })}
        description={t('withdraw.body', { name })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
            {t('withdraw.cancel')}
          </Button>
          <Button variant="danger" loading={answer.isPending} onClick={() => run('cancel')}>
            {t('withdraw.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
