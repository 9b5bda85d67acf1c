/**
 * One connection: the member's photo (or initial), first name linking to
 * their profile, the Verified badge, age, city and profession, the note sent
 * with the interest, when it happened, who in the family took it when a
 * helper did (issue 22: "Sent by Sunita (Parent)", "Accepted by …"), and the
 * actions of its tab.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConnectionItem, FamilyActor } from '@seva/contracts';
import { AvatarLink, Skeleton, VerifiedBadge } from '@/components/ui';
import { buildPath } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { usePlaceName } from '@/lib/place-name';

/** The answer's verb by the status it left: only a helper's answer (`answeredBy`) is shown. */
const ANSWERED = { accepted: 'acceptedBy', declined: 'declinedBy', cancelled: 'cancelledBy' } as const;

/** "Sent by Sunita (Parent)" and "Accepted by …" lines, for the family helpers who took this interest's steps. */
function FamilyActors({ connection }: { connection: ConnectionItem }) {
  const { t } = useTranslation('milanConnections');
  const line = (key: string, actor: FamilyActor) =>
    t(`card.familyActor.${key}`, { name: actor.name, relation: t(`card.familyActor.relations.${actor.relation}`) });
  const { sentBy, answeredBy, status } = connection;
  const lines: string[] = [];
  if (sentBy) lines.push(line('sentBy', sentBy));
  if (answeredBy && status !== 'pending') lines.push(line(ANSWERED[status], answeredBy));
  if (lines.length === 0) return null;
  return (
    <ul className="mt-2 text-xs text-gray-600">
      {lines.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

export function ConnectionCard({ connection, actions }: { connection: ConnectionItem; actions: ReactNode }) {
  const { t } = useTranslation(['milanConnections', 'milan']);
  const placeName = usePlaceName();
  const { member } = connection;
  const headingId = `connection-${connection._id}`;
  const profession = member.jobTitle.trim() || t(`milan:occupations.${member.occupation}`);
  const when =
    connection.status === 'accepted'
      ? t('card.connected', { date: formatDate(connection.respondedAt ?? connection.createdAt) })
      : t(`card.${connection.direction}`, { date: formatDate(connection.createdAt) });

  return (
    <article
      aria-labelledby={headingId}
      data-testid="connection-card"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-start"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <AvatarLink
          to={buildPath.milanSathiProfile(member._id)}
          image={member.photo}
          name={member.firstName}
          className="size-16 text-2xl"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={headingId} className="text-lg font-semibold text-gray-900">
              <Link
                to={buildPath.milanSathiProfile(member._id)}
                className="rounded hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                {member.firstName}
              </Link>
            </h2>
            {member.verified && <VerifiedBadge />}
          </div>
          <p className="text-sm text-gray-700">
            {t('card.age', { count: member.age })} · {placeName(member.city)}
          </p>
          <p className="truncate text-sm text-gray-500">{profession}</p>
          {connection.message && (
            <blockquote className="mt-2 rounded-lg bg-primary-50 px-3 py-2 text-sm text-gray-800">
              <p className="text-xs font-semibold text-primary-dark">
                {connection.direction === 'sent' ? t('card.yourNote') : t('card.theirNote')}
              </p>
              <p className="break-words whitespace-pre-line">{t('card.quoted', { note: connection.message })}</p>
            </blockquote>
          )}
          <p className="mt-2 text-xs text-gray-500">{when}</p>
          <FamilyActors connection={connection} />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col">{actions}</div>
    </article>
  );
}

export function ConnectionCardSkeletons() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true" data-testid="connections-skeleton">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm">
          <Skeleton className="size-16 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
