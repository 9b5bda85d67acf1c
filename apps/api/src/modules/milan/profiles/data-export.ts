/**
 * Milan Sathi's part of "Download my data" (issue 24, DPDP Act 2023): the
 * member's profile with partner preferences, photos, memberships, ID
 * verifications, interests (connections) sent and received, shortlist,
 * blocks and the messages of their own conversations; and, as files, the
 * largest WebP of each photo and the images of their ID documents still kept.
 *
 * Other members appear only as the member already sees them in the app:
 * their id, first name and city (memberSummarySchema) — never their mobile,
 * e-mail or anything the member could not see.
 */
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { MediaImage } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { withoutFields, type ExportPart } from '../../../lib/export-part.js';
import type { PrivateFiles } from '../../../providers/private-files/types.js';
import { contactsOf } from '../../customers/service.js';
import { PHOTO_URL_PREFIX, photoKeyOf } from '../photos/photo-files.js';
import {
  milanBlocks,
  milanConnections,
  milanMemberships,
  milanMessages,
  milanPhotos,
  milanProfiles,
  milanShortlists,
  milanVerifications,
} from '../tables.js';

/** Columns derived from others (search keys) or kept for the app's own bookkeeping. */
const DERIVED = [
  'acceptsAgeMin',
  'acceptsAgeMax',
  'acceptsHeightMin',
  'acceptsHeightMax',
  'acceptsReligions',
  'acceptsMotherTongues',
  'acceptsMaritalStatuses',
  'acceptsDiets',
  'acceptsStates',
  'moonSignKey',
] as const;

/** The file name of the largest WebP of `image` among `ownerId`'s photos (the last entry of its srcSet). */
function largestWebp(ownerId: string, image: MediaImage): string | null {
  const last =
    image.srcSet
      .split(', ')
      .at(-1)
      ?.replace(/ \d+w$/, '') ?? '';
  const prefix = `${PHOTO_URL_PREFIX}${ownerId}/`;
  return last.startsWith(prefix) ? last.slice(prefix.length) : null;
}

/** `uploads/`-relative paths and bytes of the files under `keys` still in the private store. */
async function readFiles(files: PrivateFiles, keys: { path: string; key: string }[]): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const { path, key } of keys) {
    const stored = await files.get(key);
    if (stored) out[path] = stored.body;
  }
  return out;
}

/** Other members as the member sees them: id, first name and city. */
async function othersAsSeen(
  db: Db,
  ids: string[],
): Promise<Map<string, { memberId: string; firstName: string; city: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [names, cities] = await Promise.all([
    contactsOf(db, unique),
    db
      .select({ id: milanProfiles.customerId, city: milanProfiles.city })
      .from(milanProfiles)
      .where(inArray(milanProfiles.customerId, unique)),
  ]);
  const cityOf = new Map(cities.map((c) => [c.id, c.city]));
  return new Map(
    unique.map((id) => [id, { memberId: id, firstName: names.get(id)?.firstName ?? '', city: cityOf.get(id) ?? '' }]),
  );
}

/**
 * Milan Sathi's files of `customerId`'s export: `milan-profile.json`,
 * `milan-connections.json`, `milan-shortlist.json`, `milan-messages.json`,
 * and uploads under `milan-photos/` and `verification-documents/`. Throws
 * ProviderError when the private store fails.
 */
export async function exportMilanData(db: Db, files: PrivateFiles, customerId: string): Promise<ExportPart> {
  const [profile] = await db.select().from(milanProfiles).where(eq(milanProfiles.customerId, customerId));
  const [photos, memberships, verifications, connections, shortlist, blocks, messages] = await Promise.all([
    db.select().from(milanPhotos).where(eq(milanPhotos.customerId, customerId)).orderBy(milanPhotos.position),
    db.select().from(milanMemberships).where(eq(milanMemberships.customerId, customerId)),
    db.select().from(milanVerifications).where(eq(milanVerifications.customerId, customerId)),
    db
      .select()
      .from(milanConnections)
      .where(or(eq(milanConnections.requesterId, customerId), eq(milanConnections.receiverId, customerId)))
      .orderBy(desc(milanConnections.createdAt)),
    db
      .select()
      .from(milanShortlists)
      .where(eq(milanShortlists.customerId, customerId))
      .orderBy(desc(milanShortlists.createdAt)),
    db.select().from(milanBlocks).where(eq(milanBlocks.blockerId, customerId)),
    db
      .select()
      .from(milanMessages)
      .where(or(eq(milanMessages.senderId, customerId), eq(milanMessages.receiverId, customerId)))
      .orderBy(milanMessages.id),
  ]);
  const otherOf = (c: { requesterId: string; receiverId: string }) =>
    c.requesterId === customerId ? c.receiverId : c.requesterId;
  const others = await othersAsSeen(db, [
    ...connections.map(otherOf),
    ...shortlist.map((s) => s.profileId),
    ...blocks.map((b) => b.blockedId),
    ...messages.map((m) => (m.senderId === customerId ? m.receiverId : m.senderId)),
  ]);

  const photoFiles = photos.map((p) => ({ photo: p, file: largestWebp(customerId, p.image) }));
  const documentFiles = verifications.flatMap((v) =>
    [v.documentKey, v.selfieKey].flatMap((key) =>
      key ? [{ path: `verification-documents/${key.split('/').at(-1) ?? key}`, key }] : [],
    ),
  );
  const uploads = await readFiles(files, [
    ...photoFiles.flatMap(({ file }) =>
      file ? [{ path: `milan-photos/${file}`, key: photoKeyOf(customerId, file) }] : [],
    ),
    ...documentFiles,
  ]);

  const conversations = new Map<string, typeof messages>();
  for (const m of messages) conversations.set(m.connectionId, [...(conversations.get(m.connectionId) ?? []), m]);

  return {
    json: {
      'milan-profile.json': {
        profile: profile ? withoutFields(profile, ['customerId', ...DERIVED]) : null,
        photos: photoFiles.map(({ photo, file }) => ({
          id: photo.id,
          isPrimary: photo.isPrimary,
          position: photo.position,
          createdAt: photo.createdAt,
          file: file && uploads[`milan-photos/${file}`] ? `uploads/milan-photos/${file}` : null,
        })),
        memberships: memberships.map((m) => withoutFields(m, ['customerId'])),
        verifications: verifications.map((v) => ({
          ...withoutFields(v, ['customerId', 'reviewedBy', 'documentKey', 'selfieKey']),
          files: documentFiles
            .filter((d) => d.key === v.documentKey || d.key === v.selfieKey)
            .filter((d) => uploads[d.path])
            .map((d) => `uploads/${d.path}`),
        })),
        blocked: blocks.map((b) => ({ member: others.get(b.blockedId), blockedAt: b.createdAt })),
      },
      'milan-connections.json': connections.map((c) => ({
        id: c.id,
        direction: c.requesterId === customerId ? 'sent' : 'received',
        member: others.get(otherOf(c)),
        status: c.status,
        note: c.message,
        createdAt: c.createdAt,
        respondedAt: c.respondedAt,
      })),
      'milan-shortlist.json': shortlist.map((s) => ({ member: others.get(s.profileId), savedAt: s.createdAt })),
      'milan-messages.json': [...conversations].map(([connectionId, thread]) => {
        const first = thread[0]!;
        return {
          connectionId,
          with: others.get(first.senderId === customerId ? first.receiverId : first.senderId),
          messages: thread.map((m) => ({
            id: m.id,
            from: m.senderId === customerId ? 'me' : 'them',
            body: m.body,
            createdAt: m.createdAt,
            deliveredAt: m.deliveredAt,
            readAt: m.readAt,
          })),
        };
      }),
    },
    uploads,
  };
}
