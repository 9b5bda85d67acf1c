/** Reading WebVTT captions (the API writes them: apps/api/src/lib/webvtt.ts) into cues for a transcript. */

/** One caption: `start` to `end` seconds into the media, its `text`. */
export type Cue = { start: number; end: number; text: string };

/** `hh:mm:ss.ttt` or `mm:ss.ttt` as seconds (NaN when malformed). */
function seconds(stamp: string): number {
  const parts = stamp.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The cues of a WebVTT file, in file order; blocks without a timing line (the header, notes) are skipped. */
export function parseWebVtt(vtt: string): Cue[] {
  return vtt
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const at = lines.findIndex((line) => line.includes('-->'));
      if (at < 0) return [];
      const [from = '', to = ''] = lines[at]!.split('-->');
      const start = seconds(from);
      const end = seconds(to.trim().split(/\s+/)[0] ?? '');
      const text = unescape(
        lines
          .slice(at + 1)
          .join(' ')
          .trim(),
      );
      return Number.isFinite(start) && Number.isFinite(end) && text ? [{ start, end, text }] : [];
    });
}
