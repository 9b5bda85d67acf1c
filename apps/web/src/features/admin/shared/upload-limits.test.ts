import { describe, expect, it } from 'vitest';
import { fileOf } from '@/test/fake-upload';
import { acceptOf, maxMegabytes, uploadProblem } from './upload-limits';

describe('uploadProblem (MEDIA_UPLOAD_LIMITS on the client)', () => {
  it.each([
    ['a WebP picture', fileOf('a.webp', 'image/webp'), 'image'],
    ['an .m4a as Chrome names it', fileOf('a.m4a', 'audio/x-m4a'), 'audio'],
    ['a WAV as Firefox names it', fileOf('a.wav', 'audio/x-wav'), 'audio'],
    ['an MP3 the system gave no type', fileOf('a.mp3', ''), 'audio'],
    ['a WebM video of exactly 100 MB', fileOf('a.webm', 'video/webm', 100), 'video'],
  ] as const)('takes %s', (_what, file, kind) => {
    expect(uploadProblem(file, kind)).toBeNull();
  });

  it.each([
    ['a GIF as a picture', fileOf('a.gif', 'image/gif'), 'image', 'wrongType'],
    ['an MP4 as audio', fileOf('a.mp4', 'video/mp4'), 'audio', 'wrongType'],
    ['an unknown file with no type', fileOf('a.bin', ''), 'video', 'wrongType'],
    ['a 5.1 MB picture', fileOf('a.png', 'image/png', 5.1), 'image', 'tooLarge'],
    ['31 MB of audio', fileOf('a.ogg', 'audio/ogg', 31), 'audio', 'tooLarge'],
  ] as const)('refuses %s', (_what, file, kind, problem) => {
    expect(uploadProblem(file, kind)).toBe(problem);
  });

  it('offers the types and their extensions to the file picker, and states the limits in MB', () => {
    expect(acceptOf('video')).toBe('video/mp4,video/webm,.mp4,.webm');
    expect(acceptOf('audio')).toContain('.m4a');
    expect([maxMegabytes('image'), maxMegabytes('audio'), maxMegabytes('video')]).toEqual([5, 30, 100]);
  });
});
