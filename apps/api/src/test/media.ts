/**
 * Test helpers for Sanchar media and daily darshan: records written straight
 * to the tables (factories with overrides, for the public reads), upload
 * bodies with extra fields, and small real audio files made in memory.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaImage } from '@seva/contracts';
import { newId } from '../db/ids.js';
import {
  darshans,
  darshanTemples,
  liveStreams,
  mediaCategories,
  mediaPodcasts,
  mediaSubCategories,
  mediaVideos,
} from '../modules/media/tables.js';
import { fieldParts, multipartBody } from './multipart.js';

const HOUR_MS = 60 * 60 * 1000;
const unique = () => newId().slice(-8);

/** A moment `hours` from now (negative: ago). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

/** A stored-looking picture (the public reads never open it). */
export const fakeImage = (name = 'pic'): MediaImage => ({
  src: `/uploads/media/${name}-640.webp`,
  srcSet: `/uploads/media/${name}-320.webp 320w, /uploads/media/${name}-640.webp 640w`,
  avifSrcSet: `/uploads/media/${name}-320.avif 320w, /uploads/media/${name}-640.avif 640w`,
  width: 640,
  height: 360,
});

type Insert<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

/** The row an INSERT … RETURNING wrote. */
function written<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('the insert returned no row');
  return row;
}

/** A media category row (active, position 0) with `overrides`. */
export async function insertCategory(app: FastifyInstance, overrides: Insert<typeof mediaCategories> = {}) {
  const name = overrides.name ?? `Category ${unique()}`;
  return written(
    await app.db
      .insert(mediaCategories)
      .values({ name, slug: `cat-${unique()}`, ...overrides })
      .returning(),
  );
}

/** A sub-category row of `categoryId` with `overrides`. */
export async function insertSubCategory(
  app: FastifyInstance,
  categoryId: string,
  overrides: Insert<typeof mediaSubCategories> = {},
) {
  return written(
    await app.db
      .insert(mediaSubCategories)
      .values({ categoryId, name: `Sub ${unique()}`, slug: `sub-${unique()}`, ...overrides })
      .returning(),
  );
}

/** A published YouTube video (an hour ago) in `subCategoryId` with `overrides`. */
export async function insertVideo(
  app: FastifyInstance,
  subCategoryId: string,
  overrides: Insert<typeof mediaVideos> = {},
) {
  return written(
    await app.db
      .insert(mediaVideos)
      .values({
        subCategoryId,
        title: `Video ${unique()}`,
        source: 'youtube',
        youtubeId: 'dQw4w9WgXcQ',
        publishedAt: hoursFromNow(-1),
        ...overrides,
      })
      .returning(),
  );
}

/** A published episode with audio (an hour ago) in `subCategoryId` with `overrides`. */
export async function insertPodcast(
  app: FastifyInstance,
  subCategoryId: string,
  overrides: Insert<typeof mediaPodcasts> = {},
) {
  return written(
    await app.db
      .insert(mediaPodcasts)
      .values({
        subCategoryId,
        title: `Episode ${unique()}`,
        speaker: 'Acharya Mishra',
        audioUrl: `/uploads/media/podcasts/${unique()}.mp3`,
        mimeType: 'audio/mpeg',
        durationSeconds: 300,
        publishedAt: hoursFromNow(-1),
        ...overrides,
      })
      .returning(),
  );
}

/** A live stream row (HLS, off air) with `overrides`. */
export async function insertLiveStream(app: FastifyInstance, overrides: Insert<typeof liveStreams> = {}) {
  return written(
    await app.db
      .insert(liveStreams)
      .values({
        title: `Aarti ${unique()}`,
        location: 'Dashashwamedh Ghat, Varanasi',
        source: 'hls',
        url: 'https://streams.example.org/aarti/index.m3u8',
        ...overrides,
      })
      .returning(),
  );
}

/** A darshan temple row with `overrides`. */
export async function insertTemple(app: FastifyInstance, overrides: Insert<typeof darshanTemples> = {}) {
  return written(
    await app.db
      .insert(darshanTemples)
      .values({ name: `Mandir ${unique()}`, deity: 'Shiva', city: 'Ujjain', state: 'Madhya Pradesh', ...overrides })
      .returning(),
  );
}

/** A darshan of `templeId` on `date` with one picture, with `overrides`. */
export async function insertDarshan(
  app: FastifyInstance,
  templeId: string,
  date: string,
  overrides: Insert<typeof darshans> = {},
) {
  return written(
    await app.db
      .insert(darshans)
      .values({ templeId, date, title: `Shringar darshan ${date}`, images: [fakeImage(date)], ...overrides })
      .returning(),
  );
}

/** A multipart/form-data body with one file part named `file` and text `fields`, as a browser's FormData sends it. */
export const multipartFile = (
  data: Buffer,
  filename: string,
  contentType: string,
  fields: Record<string, string> = {},
) => multipartBody([{ name: 'file', data, filename, contentType }, ...fieldParts(fields)]);

/** A real PCM WAV file: `seconds` of a 440 Hz tone, 16-bit mono at `sampleRate`. */
export function wavTone(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), 44 + i * 2);
  return wav;
}

/**
 * An MP3 of `frames` silent MPEG-1 layer III frames (128 kbit/s, 44.1 kHz,
 * 1152 samples each: 383 frames ≈ 10 s) behind an empty ID3v2 tag.
 */
export function mp3Frames(frames: number): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat([id3, ...Array.from({ length: frames }, () => frame)]);
}

/** An ISO-BMFF box: its size, type and content. */
function isoBox(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/**
 * A minimal MP4/M4A branded `brand` ('isom', 'M4A ', 'avif'…): ftyp, some
 * media data, then the moov box (as a streaming-unfriendly file has it)
 * whose movie header says `duration` units of `timescale` a second.
 */
export function mp4Movie(brand: string, timescale: number, duration: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(duration, 16);
  return Buffer.concat([
    isoBox('ftyp', Buffer.from(`${brand}\0\0\x02\0isomiso2mp41`, 'latin1')),
    isoBox('mdat', Buffer.alloc(256, 7)),
    isoBox('moov', isoBox('mvhd', mvhd)),
  ]);
}

/** The start of a WebM file: the EBML header with DocType `docType` ('webm', or 'matroska' for other MKV). */
export const ebmlHeader = (docType: string) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    Buffer.from(docType),
    Buffer.alloc(40),
  ]);
