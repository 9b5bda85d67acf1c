/**
 * Temples by their architecture: the Nagara shikhara of the north (a curved
 * tower crowned by the ribbed amalaka), the Dravidian gopuram (a tiered
 * gateway), Kedarnath's Himalayan stone temple, Badrinath's painted facade,
 * the Golden Temple on its pool, a shore temple on the sea (Somnath, Dwarka)
 * and a hill shrine with its steps (Sabarimala). `tint` colours the doorway
 * glow, flags or the ground.
 */
import { BRASS, BRASS_DEEP, DARK, LEAF, RED, SAFFRON, SKY_BLUE, SNOW, WATER, waves, type Draw } from './kit.js';

const SANDSTONE = '#E8B873';
const SANDSTONE_DEEP = '#C98A45';

/**
 * A Nagara shikhara 112 wide with its base centred at (0, 0): the curved
 * tower with its courses, the amalaka, the kalash finial and a saffron flag.
 */
function shikhara(): string {
  return (
    `<path d="M-56 0V-102c0-40 18-76 56-104c38 28 56 64 56 104V0z" fill="${SANDSTONE}"/>` +
    `<path d="M-52-48h104M-52-78h104M-50-108h100M-42-138h84M-28-168h56M0-200V0" stroke="${SANDSTONE_DEEP}" stroke-width="4"/>` +
    `<ellipse cx="0" cy="-208" rx="24" ry="9" fill="${BRASS_DEEP}"/>` +
    `<path d="M-14-214v12M-5-216v16M5-216v16M14-214v12" stroke="${DARK}" stroke-width="2"/>` +
    `<path d="M-8-216c0-10 4-14 8-18c4 4 8 8 8 18z" fill="${BRASS}"/>` +
    `<path d="M0-232v-30" stroke="${DARK}" stroke-width="3"/><path d="M0-262l34 8-34 10z" fill="${SAFFRON}"/>`
  );
}

/** Snow mountains behind a Himalayan shrine, from the left edge (70) to the right (330). */
function himalaya(rock: string): string {
  return (
    `<path d="M64 270L138 124l42 56 60-104 96 194z" fill="${rock}"/>` +
    `<path d="M138 124l-20 40 14-6 10 10 12-14zM240 76l-24 44 16-8 12 14 18-16z" fill="${SNOW}"/>`
  );
}

export const TEMPLES = {
  nagara: (tint) =>
    `<path d="M76 312h248v14H76zM92 298h216v14H92z" fill="${DARK}"/>` +
    `<path d="M96 298v-52h76v52z" fill="${SANDSTONE}"/><path d="M92 248c4-26 22-40 42-40s38 14 42 40z" fill="${SANDSTONE_DEEP}"/>` +
    `<path d="M108 298v-30h14v30zM146 298v-30h14v30z" fill="${DARK}"/>` +
    `<g transform="translate(232 298)">${shikhara()}</g>` +
    `<path d="M216 298v-38a16 16 0 0 1 32 0v38z" fill="${DARK}"/><path d="M222 298v-34a10 10 0 0 1 20 0v34z" fill="${tint}"/>`,
  gopuram: (tint) => {
    let tiers = '';
    for (let i = 0; i < 6; i++) {
      const [y, inset] = [300 - 34 * i, 14 * i];
      tiers +=
        `<path d="M${100 + inset} ${y}l6-34h${188 - 2 * inset}l6 34z" fill="${i % 2 ? '#E9A23B' : '#F3C77A'}"/>` +
        `<path d="M${128 + inset} ${y - 10}h${144 - 2 * inset}" stroke="${DARK}" stroke-width="4" stroke-dasharray="6 10"/>`;
    }
    return (
      `<path d="M80 300h240v24H80z" fill="${DARK}"/>` +
      tiers +
      `<path d="M172 96a28 20 0 0 1 56 0v4h-56z" fill="#E9A23B"/><path d="M160 100h80l-8-8h-64z" fill="${SANDSTONE_DEEP}"/>` +
      `<g fill="${BRASS}"><path d="M178 78l4-14 4 14zM190 72l4-16 4 16zM202 72l4-16 4 16zM214 78l4-14 4 14z"/></g>` +
      `<path d="M180 300v-56a20 20 0 0 1 40 0v56z" fill="${DARK}"/><path d="M188 300v-52a12 12 0 0 1 24 0v52z" fill="${tint}"/>`
    );
  },
  kedarnath: (tint) =>
    himalaya('#8FA3B8') +
    `<path d="M64 304h272v22H64z" fill="#6B7A5A"/>` +
    `<rect x="136" y="210" width="128" height="96" fill="#9A9AA6"/>` +
    `<path d="M136 234h128M136 258h128M136 282h128M168 210v24M232 210v24M152 234v24M248 234v24M168 258v24M232 258v24" stroke="#7E7E8C" stroke-width="3"/>` +
    `<path d="M124 214l76-60 76 60z" fill="#6E6E7C"/><path d="M150 194h100M172 176h56" stroke="#8A8A98" stroke-width="4"/>` +
    `<path d="M184 154l16-26 16 26z" fill="#6E6E7C"/><path d="M194 128c0-10 3-14 6-18c3 4 6 8 6 18z" fill="${BRASS}"/>` +
    `<path d="M200 110V86" stroke="${DARK}" stroke-width="3"/><path d="M200 86l28 7-28 8z" fill="${SAFFRON}"/>` +
    `<path d="M182 306v-44a18 18 0 0 1 36 0v44z" fill="${DARK}"/><path d="M188 306v-40a12 12 0 0 1 24 0v40z" fill="${tint}"/>` +
    `<ellipse cx="200" cy="318" rx="20" ry="8" fill="#5A5A66"/>`,
  badrinath: (tint) =>
    himalaya('#A7B6C6') +
    `<path d="M64 304h272v22H64z" fill="#6B7A5A"/>` +
    `<rect x="126" y="176" width="148" height="130" fill="#F3D36B"/>` +
    `<path d="M126 190h148M126 300h148" stroke="${SKY_BLUE}" stroke-width="8"/><path d="M126 204h148" stroke="${LEAF}" stroke-width="5"/>` +
    `<path d="M176 300v-58a24 24 0 0 1 48 0v58z" fill="${RED}"/><path d="M186 300v-52a14 14 0 0 1 28 0v52z" fill="${DARK}"/>` +
    `<path d="M138 260v-30a10 10 0 0 1 20 0v30zM242 260v-30a10 10 0 0 1 20 0v30z" fill="${LEAF}"/>` +
    `<path d="M116 178l84-44 84 44z" fill="${BRASS}"/><path d="M176 134l24-22 24 22z" fill="${BRASS_DEEP}"/>` +
    `<path d="M200 112V84" stroke="${DARK}" stroke-width="3"/><path d="M200 84l28 7-28 8z" fill="${tint}"/>`,
  'golden-temple': () =>
    `<path d="M68 246h264v66a14 14 0 0 1-14 14H82a14 14 0 0 1-14-14z" fill="${WATER}"/>` +
    `<path d="M68 238h82v10H68z" fill="#F5F5F0"/>` +
    `<path d="M146 246h108l-8 40h-92z" fill="#F2C14E" opacity=".35"/>` +
    `<rect x="140" y="186" width="120" height="60" fill="#F2B632"/>` +
    `<path d="M152 238v-24a8 8 0 0 1 16 0v24zM176 238v-24a8 8 0 0 1 16 0v24zM208 238v-24a8 8 0 0 1 16 0v24zM232 238v-24a8 8 0 0 1 16 0v24z" fill="${BRASS_DEEP}"/>` +
    `<rect x="158" y="160" width="84" height="26" fill="#F7C85A"/>` +
    `<path d="M166 160c0-34 16-48 34-60c18 12 34 26 34 60z" fill="#F2B632" stroke="${BRASS_DEEP}" stroke-width="3"/>` +
    `<path d="M200 100V80" stroke="${BRASS_DEEP}" stroke-width="4"/><circle cx="200" cy="78" r="5" fill="${BRASS}"/>` +
    `<g fill="#F2B632"><path d="M136 186c0-14 6-20 12-24c6 4 12 10 12 24zM240 186c0-14 6-20 12-24c6 4 12 10 12 24z"/></g>` +
    waves(84, 320, 292, '#FFFFFF') +
    `<path d="M104 238V150" stroke="${DARK}" stroke-width="3"/><path d="M104 150l26 8-26 8z" fill="${SAFFRON}"/>`,
  'sea-temple': (tint) =>
    `<path d="M70 262h260v48a16 16 0 0 1-16 16H86a16 16 0 0 1-16-16z" fill="${WATER}"/>` +
    waves(84, 320, 282, '#FFFFFF') +
    waves(102, 300, 304, '#CDE6F5') +
    `<path d="M96 262l20-18h188l20 18z" fill="${SANDSTONE_DEEP}"/>` +
    `<path d="M118 244v-40h56v40z" fill="${SANDSTONE}"/><path d="M114 206c4-20 16-30 32-30s28 10 32 30z" fill="${SANDSTONE_DEEP}"/>` +
    `<g transform="translate(232 244) scale(.8)">${shikhara()}</g>` +
    `<path d="M220 244v-28a12 12 0 0 1 24 0v28z" fill="${DARK}"/><path d="M225 244v-24a7 7 0 0 1 14 0v24z" fill="${tint}"/>`,
  'hill-temple': (tint) =>
    `<path d="M60 322c34-96 74-126 116-150c40 16 70 40 90 70c24-20 50-18 74 80z" fill="#2F6B34"/>` +
    `<path d="M70 322c40-70 80-100 130-120c50 20 90 50 130 120z" fill="${LEAF}"/>` +
    `<path d="M186 310h28M187 298h26M188 286h24M189 274h22M190 262h20M191 250h18M192 238h16M193 226h14" stroke="${BRASS}" stroke-width="6"/>` +
    `<rect x="170" y="170" width="60" height="50" fill="#F3E3C3"/>` +
    `<path d="M156 174l44-36 44 36z" fill="${BRASS}"/><path d="M170 148l30-24 30 24z" fill="${BRASS_DEEP}"/>` +
    `<path d="M192 220v-26a8 8 0 0 1 16 0v26z" fill="${DARK}"/>` +
    `<path d="M200 124V96" stroke="${DARK}" stroke-width="3"/><path d="M200 96l26 7-26 8z" fill="${tint}"/>`,
} satisfies Record<string, Draw>;
