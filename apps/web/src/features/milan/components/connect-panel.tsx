/**
 * "Get in touch": the interest button and the contact details. The button
 * follows the connection (none → Send interest, with an optional note
 * (interest-note.tsx, issue 22); sent; received → respond in
 * Connections; accepted → Connected, and Message to the conversation) and
 * POSTs /api/connections/request; a refusal toasts the server's message
 * (else SPEC §8 "Connection failed") and, for the reasons in the body's
 * `error` a member can act on, says what to do. Contact details show when
 * the server sends them; otherwise the lock says why, with the next step
 * (log in, a paid plan, the interest above). An interest just sent offers
 * "Get updates on this phone" (lib/push/opt-in-card.tsx, issue 23).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ProfileView } from '@seva/contracts';
import { Button, CheckIcon, HeartIcon, buttonClasses } from '@/components/ui';
import { buildPath, paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatIndianMobile } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useConversationWith } from '../api/get-conversation-with';
import { useSendInterest } from '../api/send-interest';
import { InterestNote } from './interest-note';

type PanelProps = { profile: ProfileView; name: string };

export function ConnectPanel({ profile, name }: PanelProps) {
  const { t } = useTranslation(['milan', 'messages']);
  return (
    <section aria-labelledby="milan-contact-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
      {!profile.own && <InterestButton profile={profile} />}
      <div>
        <h2 id="milan-contact-title" className="mb-2 text-lg font-semibold text-gray-900">
          {t('contact.title')}
        </h2>
        <ContactDetails profile={profile} name={name} />
      </div>
    </section>
  );
}

// A first interest is a moment worth being told about (issue 23): fetched only once one is sent.
const PushOptInCard = lazy(() => import('@/lib/push/opt-in-card'));

function InterestButton({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation(['milan', 'messages']);
  const { isLoggedIn } = useSession();
  const interest = useSendInterest(profile._id);
  const [reason, setReason] = useState<string | undefined>();
  const [note, setNote] = useState('');

  const send = () => {
    if (!isLoggedIn) {
      openModal('milanLogin');
      return;
    }
    setReason(undefined);
    interest.mutate(note, {
      onSuccess: (answer) => void toast.success(answer.message || t('messages:connectionSent')),
      onError: (error) => {
        toast.error(errorMessage(error, t('messages:connectionFailed')));
        setReason(error instanceof ApiError ? error.reason : undefined);
      },
    });
  };

  const done = (label: string) => (
    <Button disabled className="w-full">
      <CheckIcon className="size-5" />
      {label}
    </Button>
  );

  let action;
  switch (profile.connection) {
    case 'sent':
      action = done(t('connect.sent'));
      break;
    case 'accepted':
      action = (
        <div className="flex flex-col gap-2">
          {done(t('connect.accepted'))}
          <MessageLink memberId={profile._id} />
        </div>
      );
      break;
    case 'declined':
      action = (
        <Button disabled variant="secondary" className="w-full">
          {t('connect.declined')}
        </Button>
      );
      break;
    case 'received':
      action = (
        <div className="flex flex-col gap-2 rounded-xl bg-primary-50 p-3">
          <p className="font-semibold text-primary-dark">{t('connect.received')}</p>
          <Link to={paths.dashboard.connections} className={buttonClasses('primary', 'md', 'w-full')}>
            {t('connect.respond')}
          </Link>
        </div>
      );
      break;
    default:
      action = (
        <div className="flex flex-col gap-3">
          <InterestNote value={note} onChange={setNote} />
          <Button size="lg" className="w-full" loading={interest.isPending} onClick={send}>
            <HeartIcon className="size-5" />
            {t('connect.send')}
          </Button>
        </div>
      );
  }

  return (
    <div className="flex flex-col gap-2">
      {action}
      {interest.isSuccess && (
        <Suspense fallback={null}>
          <PushOptInCard />
        </Suspense>
      )}
      {reason === 'daily_limit' && (
        <p className="text-sm text-gray-700">
          {t('connect.dailyLimit')}{' '}
          <Link
            to={paths.milanSathi.membership}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('connect.seePlans')}
          </Link>
        </p>
      )}
      {reason === 'profile_required' && (
        <p className="text-sm text-gray-700">
          {t('connect.profileRequired')}{' '}
          <Link
            to={paths.dashboard.editProfile}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('connect.completeProfile')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** To the conversation with an accepted connection (the messages list until it is found). */
function MessageLink({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['milan', 'messages']);
  const conversation = useConversationWith(memberId, true);
  return (
    <Link
      to={conversation ? buildPath.conversation(conversation._id) : paths.dashboard.messages}
      className={buttonClasses('secondary', 'md', 'w-full')}
    >
      {t('connect.message')}
    </Link>
  );
}

function ContactDetails({ profile, name }: PanelProps) {
  const { t } = useTranslation(['milan', 'messages']);
  if (profile.contact) {
    return (
      <dl className="flex flex-col gap-2 text-sm">
        <div>
          <dt className="text-gray-500">{t('contact.mobile')}</dt>
          <dd>
            <a href={`tel:+91${profile.contact.mobile}`} className="font-semibold text-primary hover:underline">
              {formatIndianMobile(profile.contact.mobile)}
            </a>
          </dd>
        </div>
        {profile.contact.email && (
          <div>
            <dt className="text-gray-500">{t('contact.email')}</dt>
            <dd className="break-all">
              <a href={`mailto:${profile.contact.email}`} className="font-semibold text-primary hover:underline">
                {profile.contact.email}
              </a>
            </dd>
          </div>
        )}
      </dl>
    );
  }

  const lock = profile.contactLock;
  if (!lock) return null;
  const message =
    lock === 'connection' && profile.connection === 'sent'
      ? t('contact.lock.connectionSent', { name })
      : t(`contact.lock.${lock}`, { name });
  return (
    <div data-testid="contact-lock" className="flex flex-col items-start gap-3 text-sm text-gray-700">
      <p>{message}</p>
      {lock === 'login' && (
        <Button variant="secondary" onClick={() => openModal('milanLogin')}>
          {t('contact.loginAction')}
        </Button>
      )}
      {lock === 'membership' && (
        <Link to={paths.milanSathi.membership} className={buttonClasses('secondary')}>
          {t('contact.plansAction')}
        </Link>
      )}
      {lock === 'quota' && (
        <Link to={paths.milanSathi.membership} className={buttonClasses('secondary')}>
          {t('contact.upgradeAction')}
        </Link>
      )}
    </div>
  );
}
