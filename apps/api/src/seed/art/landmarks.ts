/**
 * Pilgrim destinations by their landmark: the Char Dham's snow peaks and the
 * river road, Varanasi's ghats on the Ganga, the Sangam at Prayagraj with its
 * flags, Vaishno Devi's cave in the three-peaked Trikuta hills, Puri's
 * rath, a boat on the river (Kevat, the Yamuna). `tint` colours flags,
 * canopies or the evening sky.
 */
import { BRASS, BRASS_DEEP, DARK, FLAME, LEAF, RED, SAFFRON, SNOW, WATER, flame, waves, type Draw } from './kit.js';

const GHAT_STONE = '#E2C08D';

/** A river band across the bottom of the picture, from y to the base (326). */
function river(y: number): string {
  return `<path d="M70 ${y}h260v${310 - y}a16 16 0 0 1-16 16H86a16 16 0 0 1-16-16z" fill="${WATER}"/>`;
}

/** A small wooden boat whose keel is centred at (x, y). */
function boat(x: number, y: number): string {
  return `<path d="M${x - 44} ${y - 14}h88l-14 14h-60z" fill="#8B5A2B"/><path d="M${x - 30} ${y - 14}v-10h22v10z" fill="${DARK}"/>`;
}

export const LANDMARKS = {
  mountains: (tint) =>
    `<path d="M60 290L130 150l36 48 54-110 50 80 20-22 50 144z" fill="#7F93AA"/>` +
    `<path d="M220 88l-22 44 16-8 10 14 16-16zM130 150l-16 32 12-4 8 8 10-12z" fill="${SNOW}"/>` +
    `<path d="M60 300c60-30 110-20 150-4s90 20 130-4v36H60z" fill="#5E7F4E"/>` +
    `<path d="M196 326c-12-30 30-30 18-58c-8-18 20-26 30-34" fill="none" stroke="${WATER}" stroke-width="10" stroke-linecap="round"/>` +
    `<g fill="${SAFFRON}"><path d="M132 150v-26l18 6-18 6z"/><path d="M220 88V62l18 6-18 6z"/><path d="M290 170v-22l16 5-16 5z"/><path d="M96 226v-22l16 5-16 5z"/></g>` +
    `<path d="M132 150v-26M220 88V62M290 170v-22M96 226v-22" stroke="${DARK}" stroke-width="2"/>` +
    `<circle cx="300" cy="96" r="14" fill="${tint}" opacity=".6"/>`,
  ghats: (tint) =>
    `<path d="M86 150v-30h24v30zM290 160v-40h22v40z" fill="${GHAT_STONE}"/>` +
    `<path d="M146 170V124c0-20 8-36 22-48c14 12 22 28 22 48v46z" fill="#D9A066"/><path d="M168 76V56" stroke="${DARK}" stroke-width="3"/><path d="M168 56l22 6-22 6z" fill="${SAFFRON}"/>` +
    `<path d="M214 170v-36h56v36z" fill="#E9D2A8"/><path d="M210 136c4-18 14-26 32-26s28 8 32 26z" fill="#D9A066"/>` +
    `<path d="M70 170h260v16H70zM70 186h260v16H70zM70 202h260v16H70zM70 218h260v16H70z" fill="${GHAT_STONE}" stroke="#C49A60" stroke-width="2"/>` +
    `<g fill="${tint}"><path d="M98 198a22 12 0 0 1 44 0z"/><path d="M258 214a22 12 0 0 1 44 0z"/></g>` +
    `<path d="M120 198v20M280 214v20" stroke="${DARK}" stroke-width="3"/>` +
    river(234) +
    waves(86, 320, 256, '#FFFFFF') +
    boat(220, 300) +
    `<ellipse cx="136" cy="290" rx="10" ry="4" fill="${BRASS}"/>` +
    flame(136, 288, 16),
  sangam: (tint) =>
    `<path d="M70 190c80 10 150 40 260 40v80a16 16 0 0 1-16 16H86a16 16 0 0 1-16-16z" fill="${WATER}"/>` +
    `<path d="M70 250c90-10 170-4 260-20v80a16 16 0 0 1-16 16H86a16 16 0 0 1-16-16z" fill="#7FA88A"/>` +
    waves(90, 310, 300, '#FFFFFF') +
    `<path d="M70 190c80 10 150 40 260 40V176H70z" fill="#EAD9B0"/>` +
    `<path d="M110 180V96M170 186V80M236 196V92M298 206V108" stroke="${DARK}" stroke-width="3"/>` +
    `<g fill="${SAFFRON}"><path d="M110 96l26 8-26 8z"/><path d="M236 92l26 8-26 8z"/></g>` +
    `<g fill="${tint}"><path d="M170 80l26 8-26 8z"/><path d="M298 108l26 8-26 8z"/></g>` +
    `<g fill="#FFF4E2"><path d="M120 176l16-24 16 24z"/><path d="M196 184l16-24 16 24z"/><path d="M260 194l16-24 16 24z"/></g>` +
    boat(170, 276),
  'cave-hills': (tint) =>
    `<path d="M60 322L130 140l40 60 30-90 30 90 40-60 70 182z" fill="#4F7A4A"/>` +
    `<path d="M130 140l-14 36 14-8 14 8zM200 110l-14 36 14-8 14 8zM270 140l-14 36 14-8 14 8z" fill="#A7C49A"/>` +
    `<path d="M160 300c0-44 18-70 40-70s40 26 40 70z" fill="#2A1A10"/>` +
    `<g fill="${BRASS}"><ellipse cx="186" cy="296" rx="9" ry="12"/><ellipse cx="200" cy="292" rx="9" ry="14"/><ellipse cx="214" cy="296" rx="9" ry="12"/></g>` +
    `<path d="M186 280h28" stroke="${RED}" stroke-width="4"/>` +
    `<path d="M240 300c30-10 10-30 40-40s10-30 40-36" fill="none" stroke="#E2C08D" stroke-width="6" stroke-dasharray="10 6"/>` +
    `<g fill="${RED}"><path d="M284 262v-20l16 5-16 5z"/><path d="M318 226v-20l14 5-14 5z"/></g>` +
    `<path d="M160 300h80" stroke="${tint}" stroke-width="6"/>`,
  rath: (tint) => {
    let stripes = '';
    for (let i = 0; i < 6; i++)
      stripes += `<path d="M${140 + i * 20} 186L200 76L${160 + i * 20} 186z" fill="${i % 2 ? '#F2C200' : RED}"/>`;
    let spokes = '';
    for (const cx of [136, 264]) {
      const cy = 290;
      spokes += `<circle cx="${cx}" cy="${cy}" r="32" fill="none" stroke="${DARK}" stroke-width="8"/>`;
      for (let i = 0; i < 4; i++) {
        const a = (Math.PI * i) / 4;
        const [dx, dy] = [Math.round(30 * Math.cos(a)), Math.round(30 * Math.sin(a))];
        spokes += `<path d="M${cx - dx} ${cy - dy}L${cx + dx} ${cy + dy}" stroke="${DARK}" stroke-width="4"/>`;
      }
    }
    return (
      `<path d="M100 186h200l-10 76H110z" fill="${tint}"/>` +
      `<path d="M110 262h180v16H110z" fill="${DARK}"/>` +
      `<path d="M132 186v76M268 186v76" stroke="${BRASS}" stroke-width="6"/>` +
      stripes +
      `<path d="M124 186h152v10H124z" fill="${BRASS}"/>` +
      `<path d="M194 76c0-12 3-16 6-20c3 4 6 8 6 20z" fill="${BRASS}"/><path d="M200 56V34" stroke="${DARK}" stroke-width="3"/><path d="M200 34l28 7-28 8z" fill="${RED}"/>` +
      spokes
    );
  },
  boat: (tint) =>
    `<circle cx="270" cy="150" r="36" fill="#FFC93C"/>` +
    `<path d="M70 190c40-20 80-14 110 0s80 14 150-6v20H70z" fill="${LEAF}"/>` +
    river(204) +
    waves(90, 310, 236, '#FFFFFF') +
    waves(110, 290, 304, '#CDE6F5') +
    `<path d="M116 254h170c-10 24-40 32-85 32s-75-8-85-32z" fill="#8B5A2B"/>` +
    `<path d="M150 254v-44h70v44z" fill="${tint}"/><path d="M142 212l43-22 43 22z" fill="${BRASS_DEEP}"/>` +
    `<path d="M286 246l-40 60" stroke="${DARK}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="262" cy="222" r="10" fill="${FLAME}"/><path d="M254 232h16l4 22h-24z" fill="${SAFFRON}"/>`,
} satisfies Record<string, Draw>;
