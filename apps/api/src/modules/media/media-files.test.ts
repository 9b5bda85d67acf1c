import { describe, expect, it } from 'vitest';
import { ebmlHeader, mp3Frames, mp4Movie, wavTone } from '../../test/media.js';
import { durationFieldValue, mediaDurationSeconds, sniffAudio, sniffVideo } from './media-files.js';

describe('sniffAudio', () => {
  it('knows WAV, OGG, M4A and MP3 (with an ID3 tag or two frames in a row) by their bytes', () => {
    expect(sniffAudio(wavTone(1))?.mimeType).toBe('audio/wav');
    expect(sniffAudio(Buffer.from('OggS\0\x02rest-of-the-page'))?.mimeType).toBe('audio/ogg');
    expect(sniffAudio(mp4Movie('M4A ', 44100, 44100))).toEqual({ mimeType: 'audio/mp4', ext: 'm4a' });
    expect(sniffAudio(mp3Frames(3))).toEqual({ mimeType: 'audio/mpeg', ext: 'mp3' });
    expect(sniffAudio(mp3Frames(3).subarray(10))?.mimeType).toBe('audio/mpeg');
  });

  it('refuses text, pictures and a lone MP3-like sync word', () => {
    expect(sniffAudio(Buffer.from('ID'))).toBeNull();
    expect(sniffAudio(Buffer.from('just some notes about the bhajan\n'))).toBeNull();
    expect(sniffAudio(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffAudio(mp4Movie('avif', 1, 1))).toBeNull();
    expect(sniffAudio(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(500, 0x20)]))).toBeNull();
  });
});

describe('sniffVideo', () => {
  it('knows MP4 and WebM, not M4A audio, Matroska, HEIF pictures or text', () => {
    expect(sniffVideo(mp4Movie('isom', 1000, 3000))).toEqual({ mimeType: 'video/mp4', ext: 'mp4' });
    expect(sniffVideo(ebmlHeader('webm'))).toEqual({ mimeType: 'video/webm', ext: 'webm' });
    expect(sniffVideo(mp4Movie('M4A ', 1000, 3000))).toBeNull();
    expect(sniffVideo(ebmlHeader('matroska'))).toBeNull();
    expect(sniffVideo(mp4Movie('heic', 1, 1))).toBeNull();
    expect(sniffVideo(Buffer.from('<html>not a video</html>'))).toBeNull();
  });
});

describe('mediaDurationSeconds', () => {
  it('reads a WAV’s length from its header', () => {
    const wav = wavTone(2.6);
    expect(mediaDurationSeconds(wav, { mimeType: 'audio/wav', ext: 'wav' })).toBe(3);
  });

  it('sums an MP3’s frames after the ID3 tag (383 frames of 1152 samples at 44.1 kHz ≈ 10 s)', () => {
    expect(mediaDurationSeconds(mp3Frames(383), { mimeType: 'audio/mpeg', ext: 'mp3' })).toBe(10);
  });

  it('reads an MP4’s or M4A’s movie header, wherever the moov box is', () => {
    expect(mediaDurationSeconds(mp4Movie('isom', 1000, 12_400), { mimeType: 'video/mp4', ext: 'mp4' })).toBe(12);
    expect(mediaDurationSeconds(mp4Movie('M4A ', 44_100, 44_100 * 90), { mimeType: 'audio/mp4', ext: 'm4a' })).toBe(90);
  });

  it('says nothing for OGG and WebM, or a file without a length', () => {
    expect(mediaDurationSeconds(Buffer.from('OggS'), { mimeType: 'audio/ogg', ext: 'ogg' })).toBeNull();
    expect(mediaDurationSeconds(ebmlHeader('webm'), { mimeType: 'video/webm', ext: 'webm' })).toBeNull();
    expect(mediaDurationSeconds(mp4Movie('isom', 0, 0), { mimeType: 'video/mp4', ext: 'mp4' })).toBeNull();
    expect(mediaDurationSeconds(Buffer.alloc(4), { mimeType: 'audio/mpeg', ext: 'mp3' })).toBeNull();
  });
});

describe('durationFieldValue', () => {
  it('takes whole seconds from 1 to 24 hours; blank or absent is no value', () => {
    expect(durationFieldValue('754')).toBe(754);
    expect(durationFieldValue(' ')).toBeUndefined();
    expect(durationFieldValue(undefined)).toBeUndefined();
    expect(() => durationFieldValue('12.5')).toThrow('The length must be whole seconds.');
    expect(() => durationFieldValue('0')).toThrow('The length must be at least 1 second.');
    expect(() => durationFieldValue('90000')).toThrow('The length can be at most 24 hours.');
    expect(() => durationFieldValue('long')).toThrow('Please enter the length in seconds.');
  });
});
