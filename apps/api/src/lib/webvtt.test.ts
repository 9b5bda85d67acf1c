import { describe, expect, it } from 'vitest';
import { toWebVtt, vttTimestamp } from './webvtt.js';

describe('toWebVtt', () => {
  it('writes numbered cues with hh:mm:ss.ttt times after the WEBVTT header', () => {
    const vtt = toWebVtt([
      { start: 1.5, end: 3.537, text: 'Welcome to Seva Sanchar.' },
      { start: 3.537, end: 3725.25, text: 'गंगा आरती।' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:01.500 --> 00:00:03.537\nWelcome to Seva Sanchar.\n\n' +
        '2\n00:00:03.537 --> 01:02:05.250\nगंगा आरती।\n',
    );
  });

  it('keeps a cue on one line and escapes what WebVTT reserves', () => {
    expect(toWebVtt([{ start: 0, end: 1, text: 'Sun & Moon\n\n<b> --> here' }])).toContain(
      '\nSun &amp; Moon &lt;b> → here\n',
    );
    expect(vttTimestamp(-2)).toBe('00:00:00.000');
  });
});
