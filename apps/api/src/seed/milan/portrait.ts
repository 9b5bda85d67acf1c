/**
 * The demo members' profile pictures, drawn as SVG (no photo files, no real
 * faces, no downloads): a simple illustrated head-and-shoulders portrait on a
 * soft background, with the skin tone, hair, head covering and clothing colour
 * the profile asks for. Pure and deterministic: the same look always gives
 * the same bytes, so content-hashed storage keys stay stable across restarts.
 */

/** Skin tones from light to deep (warm browns). */
export const SKIN_TONES = ['#F3CFAE', '#E6B48C', '#CF9468', '#B57A50', '#94603D', '#6E452B'] as const;

/** How the hair (or head covering) is drawn. */
export type HairStyle =
  | 'long' // loose hair to the shoulders
  | 'braid' // hair drawn back, a plait over one shoulder
  | 'bun' // hair drawn back into a bun
  | 'short' // short men's cut
  | 'side-part' // short men's cut with a side parting
  | 'turban' // Sikh dastar
  | 'hijab'; // head scarf framing the face

export interface PortraitLook {
  /** Index into SKIN_TONES. */
  skin: number;
  hair: HairStyle;
  /** HSL hue (degrees) of the clothing (and the turban or scarf). */
  outfit: number;
  beard?: boolean;
  moustache?: boolean;
  bindi?: boolean;
  glasses?: boolean;
  /** A few grey streaks (members in their forties). */
  greying?: boolean;
}

export const PORTRAIT_WIDTH = 320;
export const PORTRAIT_HEIGHT = 400;

const HAIR = '#1F1510';
const GREY = '#8A8580';

/** A darker shade of a `#RRGGBB` colour, `amount` 0..1. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) => Math.round(((n >> shift) & 0xff) * (1 - amount));
  return `rgb(${part(16)}, ${part(8)}, ${part(0)})`;
}

/** Hair drawn behind the head and shoulders (long hair, the braid's fall). */
function hairBack(look: PortraitLook): string {
  if (look.hair === 'long')
    return `<path d="M92 180 C84 110 118 72 160 72 C202 72 236 110 228 180 L238 300 L82 300 Z" fill="${HAIR}"/>`;
  if (look.hair === 'bun') return `<circle cx="160" cy="74" r="30" fill="${HAIR}"/>`;
  return '';
}

/** Hair or covering over the top of the head. */
function hairFront(look: PortraitLook, outfit: string): string {
  const streak = look.greying
    ? `<path d="M128 92 C140 84 150 82 160 82" stroke="${GREY}" stroke-width="4" fill="none" opacity=".8"/>`
    : '';
  switch (look.hair) {
    case 'long':
    case 'bun':
      return (
        `<path d="M108 150 C104 104 130 82 160 82 C190 82 216 104 212 150 C200 122 182 108 160 106 C138 108 120 122 108 150 Z" fill="${HAIR}"/>` +
        `<path d="M160 84 L160 106" stroke="${shade('#1F1510', 0.5)}" stroke-width="2"/>` +
        streak
      );
    case 'braid':
      return (
        `<path d="M108 150 C104 104 130 82 160 82 C190 82 216 104 212 150 C200 122 182 108 160 106 C138 108 120 122 108 150 Z" fill="${HAIR}"/>` +
        `<path d="M206 150 C222 190 214 236 202 282" stroke="${HAIR}" stroke-width="16" stroke-linecap="round" fill="none"/>` +
        [0, 1, 2, 3]
          .map((i) => `<ellipse cx="${211 - i * 2}" cy="${196 + i * 22}" rx="9" ry="11" fill="${HAIR}"/>`)
          .join('') +
        streak
      );
    case 'short':
      return (
        `<path d="M110 140 C106 100 132 80 160 80 C188 80 214 100 210 140 C204 118 186 106 160 106 C134 106 116 118 110 140 Z" fill="${HAIR}"/>` +
        streak
      );
    case 'side-part':
      return (
        `<path d="M110 142 C104 98 132 78 162 80 C192 80 216 102 210 140 C204 116 180 100 146 110 C130 114 116 124 110 142 Z" fill="${HAIR}"/>` +
        streak
      );
    case 'turban':
      return (
        `<path d="M104 138 C100 90 128 66 160 66 C192 66 220 90 216 138 C200 118 182 112 160 112 C138 112 120 118 104 138 Z" fill="${outfit}"/>` +
        `<path d="M112 118 C140 96 184 92 208 112 M108 128 C138 106 186 102 212 124" stroke="rgba(0,0,0,.18)" stroke-width="3" fill="none"/>` +
        `<path d="M160 112 L168 74" stroke="rgba(0,0,0,.18)" stroke-width="3"/>`
      );
    case 'hijab':
      return (
        `<path fill-rule="evenodd" d="M96 190 C86 112 120 72 160 72 C200 72 234 112 224 190 C222 230 238 262 246 300 L74 300 C82 262 98 230 96 190 Z M160 96 C128 96 112 124 112 154 C112 188 134 208 160 208 C186 208 208 188 208 154 C208 124 192 96 160 96 Z" fill="${outfit}"/>` +
        `<path d="M112 160 C108 116 132 96 160 96 C188 96 212 116 208 160" stroke="rgba(0,0,0,.15)" stroke-width="4" fill="none"/>`
      );
  }
}

/** The face: eyes, brows, nose, a gentle smile, and the look's extras. */
function face(look: PortraitLook, skin: string): string {
  const feminine = ['long', 'braid', 'bun', 'hijab'].includes(look.hair);
  const brow = feminine ? 2.5 : 4;
  const parts = [
    `<ellipse cx="160" cy="150" rx="${feminine ? 50 : 52}" ry="62" fill="${skin}"/>`,
    `<ellipse cx="108" cy="154" rx="8" ry="12" fill="${skin}"/><ellipse cx="212" cy="154" rx="8" ry="12" fill="${skin}"/>`,
    `<ellipse cx="140" cy="146" rx="6" ry="${feminine ? 5 : 4.5}" fill="#2A1A12"/><ellipse cx="180" cy="146" rx="6" ry="${feminine ? 5 : 4.5}" fill="#2A1A12"/>`,
    `<circle cx="142" cy="144" r="1.6" fill="#FFFFFF"/><circle cx="182" cy="144" r="1.6" fill="#FFFFFF"/>`,
    `<path d="M128 132 Q140 126 152 131 M168 131 Q180 126 192 132" stroke="${HAIR}" stroke-width="${brow}" stroke-linecap="round" fill="none"/>`,
    `<path d="M160 152 Q156 168 162 172" stroke="${shade(skin, 0.25)}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`,
    `<path d="M144 186 Q160 ${feminine ? 198 : 194} 176 186" stroke="${feminine ? '#9E3B3B' : shade(skin, 0.45)}" stroke-width="${feminine ? 4 : 3}" stroke-linecap="round" fill="none"/>`,
  ];
  if (feminine && look.hair !== 'hijab')
    parts.push(`<circle cx="108" cy="172" r="5" fill="#E0A526"/><circle cx="212" cy="172" r="5" fill="#E0A526"/>`);
  if (look.bindi) parts.push(`<circle cx="160" cy="124" r="4" fill="#B3122E"/>`);
  if (look.moustache || look.beard)
    parts.push(
      `<path d="M140 180 Q160 170 180 180 Q160 178 140 180 Z" fill="${look.greying ? GREY : HAIR}" stroke="${look.greying ? GREY : HAIR}" stroke-width="4" stroke-linejoin="round"/>`,
    );
  if (look.beard)
    parts.push(
      `<path d="M110 160 C112 210 134 234 160 236 C186 234 208 210 210 160 C204 190 190 204 178 196 Q160 204 142 196 C130 204 116 190 110 160 Z" fill="${look.greying ? '#55504B' : HAIR}"/>`,
    );
  if (look.glasses)
    parts.push(
      `<g stroke="#3A3A3A" stroke-width="3" fill="rgba(255,255,255,.12)"><rect x="122" y="134" width="34" height="24" rx="8"/><rect x="164" y="134" width="34" height="24" rx="8"/><path d="M156 144 L164 144"/></g>`,
    );
  return parts.join('');
}

/** Shoulders and clothing: a kurta/shirt collar for men, a neckline with a dupatta edge for women. */
function clothes(look: PortraitLook, outfit: string, skin: string): string {
  const feminine = ['long', 'braid', 'bun', 'hijab'].includes(look.hair);
  const body = `<path d="M40 400 C44 300 92 262 160 258 C228 262 276 300 280 400 Z" fill="${outfit}"/>`;
  const neck = `<path d="M140 198 L140 250 Q160 266 180 250 L180 198 Z" fill="${shade(skin, 0.08)}"/>`;
  if (look.hair === 'hijab')
    return `${neck}${body}<path d="M74 300 Q160 340 246 300" stroke="rgba(0,0,0,.12)" stroke-width="6" fill="none"/>`;
  if (feminine)
    return (
      `${neck}${body}` +
      `<path d="M128 262 Q160 304 192 262" fill="${skin}"/>` +
      `<path d="M60 330 C110 300 150 296 240 268 L262 300 C180 318 130 330 72 362 Z" fill="hsl(${(look.outfit + 40) % 360}, 65%, 62%)" opacity=".85"/>` +
      `<path d="M128 262 Q160 304 192 262" stroke="#E0A526" stroke-width="3" fill="none"/>`
    );
  return (
    `${neck}${body}` +
    `<path d="M136 258 L160 296 L184 258" fill="${shade(skin, 0.08)}"/>` +
    `<path d="M130 256 L160 300 L150 264 Z M190 256 L160 300 L170 264 Z" fill="${shade('#FFFFFF', 0.05)}"/>` +
    `<path d="M160 300 L160 400" stroke="rgba(0,0,0,.15)" stroke-width="2"/>` +
    [320, 350, 380].map((y) => `<circle cx="166" cy="${y}" r="3" fill="rgba(0,0,0,.25)"/>`).join('')
  );
}

/**
 * The portrait as an SVG document drawn on a PORTRAIT_WIDTH × PORTRAIT_HEIGHT
 * (4:5) canvas and rendered `width` pixels wide. `look.skin` outside
 * SKIN_TONES is wrapped into range.
 */
export function portraitSvg(look: PortraitLook, width: number = PORTRAIT_WIDTH): string {
  const skin = SKIN_TONES[((look.skin % SKIN_TONES.length) + SKIN_TONES.length) % SKIN_TONES.length]!;
  const outfit = `hsl(${look.outfit}, 55%, 42%)`;
  const background = (look.outfit + 180) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}" width="${width}" height="${Math.round((width * PORTRAIT_HEIGHT) / PORTRAIT_WIDTH)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${background}, 45%, 92%)"/><stop offset="1" stop-color="hsl(${background}, 40%, 78%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="url(#bg)"/>` +
    `<circle cx="160" cy="170" r="132" fill="none" stroke="hsl(${background}, 35%, 70%)" stroke-width="2" stroke-dasharray="2 10"/>` +
    hairBack(look) +
    clothes(look, outfit, skin) +
    face(look, skin) +
    hairFront(look, outfit) +
    `</svg>`
  );
}
