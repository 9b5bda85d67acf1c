#!/usr/bin/env node
/**
 * make-demo-captions.mjs: the caption cues of the demo media, timed by
 * espeak-ng itself (issue 23). Reads the spoken texts from
 * make-demo-media.sh (its EPISODES table and `clip` lines), splits each into
 * cues (sentences, long ones at commas), speaks every cue with the voice and
 * speed the media script uses, and scales those lengths to the length of the
 * whole text spoken at once (espeak pauses a little differently between
 * separate calls). The voice starts where the media script pads it in
 * (1.5 s into an episode, 1.2 s into a clip).
 *
 * Writes apps/api/demo-media/captions.json:
 *   { "<file under demo-media>": { "language": "en"|"hi", "cues": [{ "start", "end", "text" }] } }
 * (seconds, three decimals), which the seed turns into WebVTT files
 * (apps/api/src/lib/webvtt.ts). Needs only espeak-ng; re-run it with
 * make-demo-media.sh whenever the texts change, and commit the result.
 *
 * Usage: node scripts/media/make-demo-captions.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const mediaScript = readFileSync(join(here, 'make-demo-media.sh'), 'utf8');
const outFile = join(here, '../../apps/api/demo-media/captions.json');

/** Where the voice starts, as make-demo-media.sh pads it (`pad 1.5 0` for episodes, `pad 1.2 0` for clips). */
const EPISODE_VOICE_START = 1.5;
const CLIP_VOICE_START = 1.2;
/** Longer sentences are cut at commas into cues of about this many characters. */
const CUE_CHARACTERS = 90;

const voices = execFileSync('espeak-ng', ['--voices'], { encoding: 'utf8' })
  .split('\n')
  .slice(1)
  .map((line) => line.trim().split(/\s+/)[1]);
const EN_VOICE = voices.includes('en-in') ? 'en-in' : 'en';

const work = mkdtempSync(join(tmpdir(), 'seva-captions-'));

/** Seconds espeak-ng takes to say `text` (its WAV: 16-bit mono at 22,050 Hz after a 44-byte header). */
function spokenSeconds(text, language, variant) {
  const voice = (language === 'hi' ? 'hi' : EN_VOICE) + (variant ? `+${variant}` : '');
  const speed = language === 'hi' ? '140' : '148';
  const wav = join(work, 'cue.wav');
  execFileSync('espeak-ng', ['-v', voice, '-s', speed, '-w', wav, text]);
  return (statSync(wav).size - 44) / 2 / 22050;
}

/** The text cut into cues: sentences (. ! ? ।), and sentences over CUE_CHARACTERS at their commas. */
function cueTexts(text, language) {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const sentences = [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
  return sentences.flatMap((sentence) => {
    if (sentence.length <= CUE_CHARACTERS) return [sentence];
    const parts = [];
    let current = '';
    for (const piece of sentence.split(/(?<=,)\s+/)) {
      if (current && current.length + piece.length > CUE_CHARACTERS) {
        parts.push(current);
        current = piece;
      } else current = current ? `${current} ${piece}` : piece;
    }
    if (current) parts.push(current);
    return parts;
  });
}

const round = (seconds) => Math.round(seconds * 1000) / 1000;

/** The cues of `text` spoken from `start` seconds, each as long as espeak-ng says it, scaled to the whole. */
function timedCues(text, language, variant, start) {
  const texts = cueTexts(text, language);
  const lengths = texts.map((cue) => spokenSeconds(cue, language, variant));
  const whole = spokenSeconds(text, language, variant);
  const scale = whole / lengths.reduce((sum, length) => sum + length, 0);
  let at = start;
  return texts.map((cue, index) => {
    const end = at + lengths[index] * scale;
    const timed = { start: round(at), end: round(end), text: cue };
    at = end;
    return timed;
  });
}

const captions = {};

// file|language|subCategory|speaker|title|titleHi|description|spoken text (make-demo-media.sh EPISODES)
const table = /EPISODES=\$\(cat <<'EOF'\n([\s\S]*?)\nEOF/.exec(mediaScript)?.[1];
if (!table) throw new Error('EPISODES table not found in make-demo-media.sh');
for (const line of table.split('\n').filter(Boolean)) {
  const [file, language, , speaker, , , , text] = line.split('|');
  // Female-voiced speakers get espeak-ng's female3 variant, as in the media script.
  const variant = ['Acharya Meera Joshi', 'Dr. Shivani Mishra'].includes(speaker) ? 'f3' : '';
  captions[`audio/${file}`] = { language, cues: timedCues(text, language, variant, EPISODE_VOICE_START) };
}

// clip SLUG TITLE TAGLINE SPOKEN …: every clip's voice is English.
for (const match of mediaScript.matchAll(/^clip (\w+)\s+'[^']*'\s+'[^']*'\s+'([^']*)'/gm)) {
  const [, slug, text] = match;
  captions[`video/clip-${slug}.mp4`] = { language: 'en', cues: timedCues(text, 'en', '', CLIP_VOICE_START) };
}

rmSync(work, { recursive: true, force: true });
writeFileSync(outFile, `${JSON.stringify(captions, null, 2)}\n`);
console.log(`[make-demo-captions] ${Object.keys(captions).length} files → ${outFile}`);
