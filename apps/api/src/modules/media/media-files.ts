/**
 * What an uploaded audio or video file is, read from its own bytes (the
 * name and the browser's content type are not trusted), and how long it
 * plays when the file says so: WAV from its header, MP3 by walking its
 * frames, MP4/M4A from the movie header. OGG and WebM lengths are left to
 * the console (`durationSeconds`).
 */
import { createHash } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { z } from 'zod';
import type { StorageProvider } from '../../providers/storage/types.js';

export interface MediaFileType {
  mimeType: 'audio/mpeg' | 'audio/mp4' | 'audio/ogg' | 'audio/wav' | 'video/mp4' | 'video/webm';
  /** The stored file's extension. */
  ext: 'mp3' | 'm4a' | 'ogg' | 'wav' | 'mp4' | 'webm';
}

const ascii = (bytes: Buffer, start: number, length: number) => bytes.toString('latin1', start, start + length);

/** ISO-BMFF brands of still pictures (HEIF, AVIF): an `ftyp` box but nothing to play. */
const PICTURE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'crx ']);

/** True for an ISO base media file (MP4, M4A) that is not a still picture. */
function isMp4(bytes: Buffer): boolean {
  return bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && !PICTURE_BRANDS.has(ascii(bytes, 8, 4));
}

// ── MP3 frames ──────────────────────────────────────────────────────────────

const MP3_BITRATES_KBPS = {
  v1: [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448], // layer I
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384], // layer II
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320], // layer III
  ],
  v2: [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
} as const;
/** Sample rates by MPEG version bits (00 = 2.5, 10 = 2, 11 = 1) and rate index. */
const MP3_SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

/** The MPEG audio frame starting at `offset`: its length in bytes, samples and sample rate; null when none starts there. */
export function mp3FrameAt(bytes: Buffer, offset: number): { length: number; samples: number; rate: number } | null {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff) return null;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  if ((b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03;
  const layerBits = (b1 >> 1) & 0x03;
  const bitrateIndex = b2 >> 4;
  const rate = MP3_SAMPLE_RATES[version]?.[(b2 >> 2) & 0x03];
  if (version === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || !rate) return null;
  const layer = 4 - layerBits; // 1, 2 or 3
  const kbps = MP3_BITRATES_KBPS[version === 3 ? 'v1' : 'v2'][layer - 1]?.[bitrateIndex] ?? 0;
  const padding = (b2 >> 1) & 0x01;
  if (layer === 1) return { length: (Math.floor((12 * kbps * 1000) / rate) + padding) * 4, samples: 384, rate };
  const samples = layer === 3 && version !== 3 ? 576 : 1152;
  return { length: Math.floor(((samples / 8) * kbps * 1000) / rate) + padding, samples, rate };
}

/** Where the audio starts: after an ID3v2 tag when there is one. */
function id3v2End(bytes: Buffer): number {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3') return 0;
  const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
  const footer = (bytes[5] ?? 0) & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** True when an ID3v2 tag or two MPEG audio frames in a row open the file. */
function isMp3(bytes: Buffer): boolean {
  if (ascii(bytes, 0, 3) === 'ID3') return true;
  const first = mp3FrameAt(bytes, 0);
  return first !== null && mp3FrameAt(bytes, first.length) !== null;
}

/** The MP3's length in seconds, summing every frame (right for constant and variable bit rates). */
function mp3Seconds(bytes: Buffer): number {
  let offset = id3v2End(bytes);
  let seconds = 0;
  while (offset + 4 <= bytes.length) {
    const frame = mp3FrameAt(bytes, offset);
    if (frame && frame.length > 0) {
      seconds += frame.samples / frame.rate;
      offset += frame.length;
    } else offset += 1; // junk or a trailing ID3v1 tag: look for the next frame
  }
  return seconds;
}

// ── WAV and MP4 headers ─────────────────────────────────────────────────────

/** The WAV's length in seconds: the `data` chunk's size over the `fmt ` chunk's byte rate. */
function wavSeconds(bytes: Buffer): number {
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = ascii(bytes, offset, 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= bytes.length) byteRate = bytes.readUInt32LE(offset + 16);
    if (id === 'data') return byteRate > 0 ? Math.min(size, bytes.length - offset - 8) / byteRate : 0;
    offset += 8 + size + (size % 2);
  }
  return 0;
}

/** The box `type` among the boxes from `start` to `end`: where its content starts and ends. */
function findBox(bytes: Buffer, type: string, start: number, end: number): { start: number; end: number } | null {
  for (let offset = start; offset + 8 <= end;) {
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1 && offset + 16 <= end) {
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header) return null;
    if (ascii(bytes, offset + 4, 4) === type) return { start: offset + header, end: Math.min(offset + size, end) };
    offset += size;
  }
  return null;
}

/** The MP4/M4A's length in seconds from `moov/mvhd` (timescale and duration). */
function mp4Seconds(bytes: Buffer): number {
  const moov = findBox(bytes, 'moov', 0, bytes.length);
  const mvhd = moov && findBox(bytes, 'mvhd', moov.start, moov.end);
  if (!mvhd || mvhd.end - mvhd.start < 20) return 0;
  const version = bytes[mvhd.start];
  if (version === 1) {
    if (mvhd.end - mvhd.start < 32) return 0;
    const timescale = bytes.readUInt32BE(mvhd.start + 20);
    return timescale ? Number(bytes.readBigUInt64BE(mvhd.start + 24)) / timescale : 0;
  }
  const timescale = bytes.readUInt32BE(mvhd.start + 12);
  return timescale ? bytes.readUInt32BE(mvhd.start + 16) / timescale : 0;
}

// ── What a file is and how long it plays ────────────────────────────────────

/** The audio type of `bytes` (MP3, M4A/MP4 audio, OGG or WAV), or null. */
export function sniffAudio(bytes: Buffer): MediaFileType | null {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE')
    return { mimeType: 'audio/wav', ext: 'wav' };
  if (ascii(bytes, 0, 4) === 'OggS') return { mimeType: 'audio/ogg', ext: 'ogg' };
  if (isMp4(bytes)) return { mimeType: 'audio/mp4', ext: 'm4a' };
  if (isMp3(bytes)) return { mimeType: 'audio/mpeg', ext: 'mp3' };
  return null;
}

/** ISO-BMFF brands of audio-only files (iTunes M4A, audiobooks). */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);

/** The video type of `bytes` (MP4 but not M4A audio, or WebM but not other Matroska files), or null. */
export function sniffVideo(bytes: Buffer): MediaFileType | null {
  if (isMp4(bytes)) return AUDIO_BRANDS.has(ascii(bytes, 8, 4)) ? null : { mimeType: 'video/mp4', ext: 'mp4' };
  const ebml = bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3;
  if (ebml && ascii(bytes, 0, 64).includes('webm')) return { mimeType: 'video/webm', ext: 'webm' };
  return null;
}

/** How long `bytes` of `type` plays, in whole seconds (at least 1), or null when the file does not say. */
export function mediaDurationSeconds(bytes: Buffer, type: MediaFileType): number | null {
  const seconds =
    type.ext === 'wav'
      ? wavSeconds(bytes)
      : type.ext === 'mp3'
        ? mp3Seconds(bytes)
        : type.ext === 'm4a' || type.ext === 'mp4'
          ? mp4Seconds(bytes)
          : 0;
  return seconds > 0 && Number.isFinite(seconds) ? Math.max(1, Math.round(seconds)) : null;
}

/**
 * Stores `bytes` as `<stem>-<sha256 first 12 hex>.<ext>` (e.g. stem
 * `media/podcasts/<id>`), so a stored file never changes and caches forever;
 * returns its URL. Throws ProviderError (502).
 */
export async function storeMediaFile(
  storage: StorageProvider,
  stem: string,
  bytes: Buffer,
  type: MediaFileType,
): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return storage.put(`${stem}-${hash}.${type.ext}`, bytes, type.mimeType);
}

const durationField = z.coerce
  .number({ error: 'Please enter the length in seconds.' })
  .int('The length must be whole seconds.')
  .min(1, 'The length must be at least 1 second.')
  .max(24 * 3600, 'The length can be at most 24 hours.');

/** The optional `durationSeconds` field of an upload: undefined when absent or blank. Throws 400 when it is not 1 s–24 h. */
export function durationFieldValue(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = durationField.safeParse(value.trim());
  if (!parsed.success) throw httpErrors.badRequest(parsed.error.issues[0]?.message ?? 'Please check the length.');
  return parsed.data;
}
