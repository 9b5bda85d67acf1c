/**
 * WebVTT captions (W3C WebVTT, text/vtt) from timed cues: what the demo seed
 * stores beside each video and podcast episode whose spoken text we hold
 * (issue 23; the cue timings come from espeak-ng, see
 * scripts/media/make-demo-captions.mjs).
 */

/** One caption: from `start` to `end` seconds into the media, `text` shown. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Seconds as a WebVTT timestamp, hh:mm:ss.ttt. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/**
 * The WebVTT file of `cues` (numbered from 1). A cue's text may not hold
 * `-->` or a blank line, so line breaks and arrows are flattened; `&` and
 * `<` are escaped as the format requires.
 */
export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, index) => {
    const text = cue.text
      .replace(/\s*\n\s*/g, ' ')
      .replace(/-->/g, '→')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .trim();
    return `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
