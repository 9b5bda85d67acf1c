/**
 * Milan Sathi's part of deleting an account (issue 24, docs/decisions/017).
 * The profile (with its partner preferences) is removed at once, so it leaves
 * every search, match list and conversation list; with it go the member's
 * photos, ID verifications, shortlist, profile and contact views (both ways),
 * blocks, photo requests, family helpers, the match e-mail setting and the
 * reports they filed. Messages they sent stay as rows with the text erased
 * (`deleted_at`), so the other member's history keeps its shape and shows
 * "This message was deleted"; the note on their interests is erased and
 * pending ones are withdrawn. Where they helped another member's family, their
 * name and number leave the invitation. Reports about them stay with the
 * safety desk. The other members' notifications lose the previews of their
 * messages, their interest notes and their name. Memberships stay: a payment bought them (financial records).
 * The files go after the commit (removeMemberFiles): a rollback must not lose them.
 */
import { and, eq, or } from 'drizzle-orm';
import { DELETED_CUSTOMER_NAME, MESSAGES, MESSAGE_TEMPLATES, type NotificationKind } from '@seva/contracts';
import type { Tx } from '../../../db/client.js';
import type { Providers } from '../../../providers/types.js';
import { blankQuotingNotices, type QuotingNotice } from '../../notifications/service.js';
import { contactsOf } from '../../customers/service.js';
import { conversationLink } from '../connections/connection-events.js';
import { photoKeyOf, photoUrlOf, urlsOf } from '../photos/photo-files.js';
import {
  milanBlocks,
  milanConnections,
  milanContactViews,
  milanFamilyMembers,
  milanMatchEmails,
  milanMessages,
  milanPhotoRequests,
  milanPhotos,
  milanProfileViews,
  milanProfiles,
  milanReports,
  milanShortlists,
  milanVerifications,
} from '../tables.js';

/** The stored files of an erased member, to remove once the erasure has committed. */
export interface MemberFiles {
  /** Keys of photo files (private store; legacy copies may still be in public storage under the same key). */
  photoKeys: string[];
  /** Keys of ID documents and selfies (private store). */
  documentKeys: string[];
}

/**
 * The storage keys of `ownerId`'s photo URLs: the photo route's
 * (`/api/milan/photos/<owner>/<file>`) and legacy public ones (`…/milan/<owner>/<file>`).
 */
function photoKeysOf(ownerId: string, urls: string[]): string[] {
  const folders = [photoUrlOf(ownerId, ''), `/${photoKeyOf(ownerId, '')}`];
  const keys = urls.flatMap((url) =>
    folders.flatMap((folder) => {
      const at = url.lastIndexOf(folder);
      const file = at < 0 ? '' : url.slice(at + folder.length);
      return file && !file.includes('/') ? [photoKeyOf(ownerId, file)] : [];
    }),
  );
  return [...new Set(keys)];
}

/** What a notice about an erased member is rewritten to: the same kind, without their name. */
const blankTitle = (kind: NotificationKind): string =>
  kind === 'connection_request'
    ? MESSAGE_TEMPLATES.notifyInterest(DELETED_CUSTOMER_NAME)
    : kind === 'connection_accepted'
      ? MESSAGE_TEMPLATES.notifyAccepted(DELETED_CUSTOMER_NAME)
      : kind === 'photo_request'
        ? MESSAGE_TEMPLATES.notifyPhotoRequest(DELETED_CUSTOMER_NAME)
        : MESSAGES.notifyNewMessage;

/**
 * The other members' notifications that quote `customerId` (inside `tx`, before their rows go):
 * previews of their messages and the acceptances (by conversation link), their interests (by the
 * note, or by the title naming them) and their photo requests (by dedupe key).
 */
async function quotingNotices(tx: Tx, customerId: string): Promise<QuotingNotice[]> {
  const firstName = (await contactsOf(tx, [customerId])).get(customerId)?.firstName ?? '';
  const connections = await tx
    .select()
    .from(milanConnections)
    .where(or(eq(milanConnections.requesterId, customerId), eq(milanConnections.receiverId, customerId)));
  const photoRequests = await tx
    .select({ profileId: milanPhotoRequests.profileId })
    .from(milanPhotoRequests)
    .where(eq(milanPhotoRequests.requesterId, customerId));
  const interests = connections.flatMap((c): QuotingNotice[] => {
    const other = c.requesterId === customerId ? c.receiverId : c.requesterId;
    const link = conversationLink(c.id);
    const asked: QuotingNotice[] =
      c.requesterId !== customerId
        ? []
        : [
            ...(c.message ? [{ customerId: other, kind: 'connection_request' as const, body: c.message }] : []),
            ...(firstName
              ? [
                  {
                    customerId: other,
                    kind: 'connection_request' as const,
                    title: MESSAGE_TEMPLATES.notifyInterest(firstName),
                  },
                ]
              : []),
          ];
    return [
      { customerId: other, kind: 'message', link },
      { customerId: other, kind: 'connection_accepted', link },
      ...asked,
    ];
  });
  return [
    ...interests,
    ...photoRequests.map((r): QuotingNotice => ({
      customerId: r.profileId,
      kind: 'photo_request',
      dedupeKey: `photo_request:${customerId}`,
    })),
  ];
}

/** Erases `customerId`'s Milan Sathi data inside `tx` at `now`; returns the files to remove after the commit. */
export async function eraseMilanMember(tx: Tx, customerId: string, now: Date): Promise<MemberFiles> {
  const photos = await tx
    .select({ image: milanPhotos.image })
    .from(milanPhotos)
    .where(eq(milanPhotos.customerId, customerId));
  const verifications = await tx
    .select({ documentKey: milanVerifications.documentKey, selfieKey: milanVerifications.selfieKey })
    .from(milanVerifications)
    .where(eq(milanVerifications.customerId, customerId));
  const files: MemberFiles = {
    photoKeys: photoKeysOf(
      customerId,
      photos.flatMap((photo) => urlsOf(photo.image)),
    ),
    documentKeys: verifications.flatMap((v) => [v.documentKey, v.selfieKey]).filter((key): key is string => !!key),
  };

  await blankQuotingNotices(tx, await quotingNotices(tx, customerId), blankTitle);
  await tx.delete(milanPhotos).where(eq(milanPhotos.customerId, customerId));
  await tx.delete(milanVerifications).where(eq(milanVerifications.customerId, customerId));
  await tx
    .delete(milanShortlists)
    .where(or(eq(milanShortlists.customerId, customerId), eq(milanShortlists.profileId, customerId)));
  await tx
    .delete(milanProfileViews)
    .where(or(eq(milanProfileViews.viewerId, customerId), eq(milanProfileViews.profileId, customerId)));
  await tx
    .delete(milanContactViews)
    .where(or(eq(milanContactViews.viewerId, customerId), eq(milanContactViews.profileId, customerId)));
  await tx.delete(milanBlocks).where(or(eq(milanBlocks.blockerId, customerId), eq(milanBlocks.blockedId, customerId)));
  await tx
    .delete(milanPhotoRequests)
    .where(or(eq(milanPhotoRequests.requesterId, customerId), eq(milanPhotoRequests.profileId, customerId)));
  await tx.delete(milanMatchEmails).where(eq(milanMatchEmails.customerId, customerId));
  await tx.delete(milanReports).where(eq(milanReports.reporterId, customerId));
  // Their own family helpers: the rows go (interests and messages they sent keep `sent_via` null).
  await tx.delete(milanFamilyMembers).where(eq(milanFamilyMembers.accountId, customerId));
  // Where they helped someone else's family: the invitation ends and forgets who they were.
  await tx
    .update(milanFamilyMembers)
    .set({ helperId: null, name: DELETED_CUSTOMER_NAME, mobile: '', removedAt: now })
    .where(eq(milanFamilyMembers.helperId, customerId));
  await tx.update(milanMessages).set({ body: '', deletedAt: now }).where(eq(milanMessages.senderId, customerId));
  await tx.update(milanConnections).set({ message: '' }).where(eq(milanConnections.requesterId, customerId));
  await tx
    .update(milanConnections)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(milanConnections.status, 'pending'),
        or(eq(milanConnections.requesterId, customerId), eq(milanConnections.receiverId, customerId)),
      ),
    );
  await tx.delete(milanProfiles).where(eq(milanProfiles.customerId, customerId));
  return files;
}

/**
 * Removes an erased member's `files` from the stores (after the erasure
 * committed). A removal that fails is logged through `onError` and left: the
 * rows naming it are gone, so nothing serves it.
 */
export async function removeMemberFiles(
  stores: Pick<Providers, 'storage' | 'privateFiles'>,
  files: MemberFiles,
  onError: (key: string, err: unknown) => void,
): Promise<void> {
  const removals = [
    ...files.photoKeys.flatMap((key) => [
      { key, remove: () => stores.privateFiles.remove(key) },
      { key, remove: () => stores.storage.remove(key) },
    ]),
    ...files.documentKeys.map((key) => ({ key, remove: () => stores.privateFiles.remove(key) })),
  ];
  const results = await Promise.allSettled(removals.map((r) => r.remove()));
  results.forEach((result, i) => {
    if (result.status === 'rejected') onError(removals[i]?.key ?? '', result.reason);
  });
}
