/**
 * Puja objects and offerings, as the shop sells them and the stories show
 * them: diya, kalash, kalava thread, panchpatra, mala and a single rudraksha,
 * books and the cloth-bound pothi, incense sticks and dhoop, boxes and bowls of prasad, shankh, bell, thali, a bottle of
 * gangajal, leaves, the lotus, the havan kund, Shiva's trishul, Hanuman's
 * gada, Krishna's bansuri, modaks, a cow, a naga (serpent), Vishnu's
 * footprints (charan) and the pindas of a shraddh. `tint` is the entry's
 * colour: beads, covers, cloth, sweets.
 */
import {
  BRASS,
  BRASS_DEEP,
  CREAM,
  DARK,
  FLAME,
  LEAF,
  RED,
  SAFFRON,
  WATER,
  flame,
  peacockFeather,
  ring,
  type Draw,
} from './kit.js';

const PINK = '#F4A3C0';
const PINK_DEEP = '#D0587E';

export const OBJECTS = {
  diya: () =>
    `<path d="M200 218c-26-30-16-70 0-104c16 34 26 74 0 104z" fill="${BRASS}"/>` +
    `<path d="M200 212c-10-14-7-34 0-50c7 16 10 36 0 50z" fill="${FLAME}"/>` +
    `<path d="M100 230h200c0 48-45 74-100 74s-100-26-100-74z" fill="${SAFFRON}"/>` +
    `<path d="M280 232l36-14-20 34z" fill="${SAFFRON}"/>` +
    `<ellipse cx="200" cy="230" rx="100" ry="14" fill="${DARK}"/>`,
  kalash: () =>
    `<path d="M200 150q-48-6-82-50q52-2 82 50zM200 150q48-6 82-50q-52-2-82 50z" fill="${LEAF}"/>` +
    `<ellipse cx="200" cy="118" rx="28" ry="34" fill="#8B5A2B"/>` +
    `<circle cx="200" cy="238" r="72" fill="${BRASS}"/>` +
    `<rect x="170" y="150" width="60" height="34" fill="${BRASS}"/>` +
    `<rect x="152" y="144" width="96" height="14" rx="7" fill="${DARK}"/>` +
    `<rect x="132" y="226" width="136" height="12" fill="${SAFFRON}"/>`,
  mala: (tint) =>
    `<g fill="${tint}">${ring(200, 170, 78, 88, 22, 10)}</g>` +
    `<circle cx="200" cy="284" r="13" fill="${SAFFRON}"/>` +
    `<path d="M193 294h14l12 36h-38z" fill="${BRASS}"/>`,
  book: (tint) =>
    `<path d="M86 120v180c44-10 86-4 114 14c28-18 70-24 114-14V120z" fill="${tint}"/>` +
    `<path d="M200 134c-28-16-66-20-100-12v168c34-8 72-4 100 12zM200 134c28-16 66-20 100-12v168c-34-8-72-4-100 12z" fill="#FFF8EC"/>` +
    `<path d="M120 160h60M120 184h60M120 208h60M220 160h60M220 184h60M220 208h60" stroke="${BRASS}" stroke-width="6"/>` +
    `<circle cx="250" cy="250" r="14" fill="${SAFFRON}"/>`,
  incense: (tint) =>
    `<path d="M170 126c-16-20 14-30-2-52M200 118c-16-20 14-30-2-52M230 126c-16-20 14-30-2-52" stroke="${tint}" stroke-width="4" fill="none" opacity=".6"/>` +
    `<path d="M200 286L172 134M200 286V126M200 286l28-152" stroke="${DARK}" stroke-width="5"/>` +
    `<g fill="${SAFFRON}"><circle cx="172" cy="134" r="5"/><circle cx="200" cy="126" r="5"/><circle cx="228" cy="134" r="5"/></g>` +
    `<path d="M130 282h140l-16 26h-108z" fill="${tint}"/><path d="M130 282h140" stroke="${BRASS}" stroke-width="6"/>`,
  box: (tint) =>
    `<rect x="110" y="170" width="180" height="130" rx="8" fill="${tint}"/>` +
    `<rect x="100" y="146" width="200" height="36" rx="6" fill="${SAFFRON}"/>` +
    `<rect x="190" y="146" width="20" height="154" fill="${BRASS}"/>` +
    `<path d="M200 146c-30-34-60-10-36 0zM200 146c30-34 60-10 36 0z" fill="none" stroke="${BRASS}" stroke-width="8"/>`,
  shankh: () =>
    `<g fill="#FFF4E2" stroke="${BRASS}" stroke-width="5">` +
    `<path d="M200 316c-52-30-76-84-64-132c10-40 118-40 128 0c12 48-12 102-64 132z"/>` +
    `<ellipse cx="200" cy="164" rx="56" ry="18"/><ellipse cx="200" cy="140" rx="40" ry="14"/>` +
    `<ellipse cx="200" cy="120" rx="26" ry="10"/><path d="M192 112l8-26 8 26z"/></g>` +
    `<path d="M222 196c30 14 30 64-14 104c12-38 16-72 14-104z" fill="#F7B58A"/>`,
  bell: () =>
    `<path d="M188 150l12-60 12 60z" fill="${DARK}"/>` +
    `<circle cx="200" cy="88" r="14" fill="${BRASS}"/>` +
    `<path d="M132 268c12-24 6-104 68-116c62 12 56 92 68 116z" fill="${BRASS}"/>` +
    `<rect x="122" y="262" width="156" height="16" rx="8" fill="${SAFFRON}"/>` +
    `<circle cx="200" cy="294" r="13" fill="${DARK}"/>`,
  thali: (tint) =>
    `<circle cx="200" cy="200" r="118" fill="${BRASS}"/>` +
    `<circle cx="200" cy="200" r="100" fill="#FFE8B8"/>` +
    `<circle cx="150" cy="170" r="24" fill="#C8102E"/><circle cx="250" cy="170" r="24" fill="#FFFDF5"/>` +
    `<circle cx="150" cy="250" r="24" fill="${tint}"/>` +
    `<ellipse cx="250" cy="254" rx="30" ry="16" fill="${SAFFRON}"/>` +
    `<path d="M250 244c-12-12-6-30 0-42c6 12 12 30 0 42z" fill="${BRASS}"/>` +
    `<circle cx="200" cy="210" r="12" fill="${DARK}"/>`,
  bottle: (tint) =>
    `<rect x="172" y="86" width="56" height="26" rx="5" fill="${SAFFRON}"/>` +
    `<path d="M178 112h44v30c26 14 38 34 38 60v96a14 14 0 0 1-14 14h-92a14 14 0 0 1-14-14v-96c0-26 12-46 38-60z" fill="#EAF6FB" stroke="${tint}" stroke-width="5"/>` +
    `<path d="M145 220c20-12 36 12 55 0s36-12 55 0v78a8 8 0 0 1-8 8h-94a8 8 0 0 1-8-8z" fill="${tint}" opacity=".55"/>` +
    `<rect x="160" y="236" width="80" height="40" rx="6" fill="${BRASS}"/>`,
  leaf: () =>
    `<path d="M200 320C196 250 204 170 200 90" stroke="${DARK}" stroke-width="6" fill="none"/>` +
    `<g fill="${LEAF}"><path d="M200 130c-40-6-56-34-60-54c34 4 56 24 60 54zM200 130c40-6 56-34 60-54c-34 4-56 24-60 54z"/>` +
    `<path d="M200 200c-48-6-70-40-74-66c42 4 70 30 74 66zM200 200c48-6 70-40 74-66c-42 4-70 30-74 66z"/>` +
    `<path d="M200 270c-52-6-76-44-80-72c46 4 76 34 80 72zM200 270c52-6 76-44 80-72c-46 4-76 34-80 72z"/></g>` +
    `<circle cx="200" cy="88" r="10" fill="${SAFFRON}"/>`,
  rudraksha: (tint) =>
    `<path d="M200 70c-30 40-30 70 0 90c30-20 30-50 0-90" fill="none" stroke="${RED}" stroke-width="5"/>` +
    `<circle cx="200" cy="226" r="80" fill="#7B3F1C"/>` +
    `<path d="M200 146c-26 20-26 140 0 160M200 146c26 20 26 140 0 160M200 146c-60 20-60 140 0 160M200 146c60 20 60 140 0 160" fill="none" stroke="#4A2410" stroke-width="6"/>` +
    `<g fill="#A0582A">${ring(200, 226, 50, 64, 10, 6)}</g>` +
    `<circle cx="200" cy="150" r="10" fill="${tint}"/>`,
  dhoop: (tint) =>
    `<path d="M170 150c-20-24 18-36 0-62M200 140c-20-24 18-36 0-62M230 150c-20-24 18-36 0-62" fill="none" stroke="${tint}" stroke-width="5" opacity=".6" stroke-linecap="round"/>` +
    `<path d="M122 180h156c0 60-36 90-78 90s-78-30-78-90z" fill="${BRASS}"/>` +
    `<ellipse cx="200" cy="180" rx="78" ry="14" fill="${BRASS_DEEP}"/>` +
    `<path d="M176 176l10-22 10 22zM204 176l10-22 10 22z" fill="#8B5A2B"/><g fill="${SAFFRON}"><circle cx="186" cy="154" r="4"/><circle cx="214" cy="154" r="4"/></g>` +
    `<path d="M276 206h48a8 8 0 0 1 0 16h-44z" fill="${BRASS_DEEP}"/>` +
    `<path d="M176 270h48l14 40h-76z" fill="${BRASS_DEEP}"/>`,
  bowl: (tint) =>
    `<g fill="${tint}" stroke="#FFFFFF" stroke-width="2">${ring(200, 192, 60, 24, 14, 16)}${ring(200, 176, 34, 14, 8, 16)}<circle cx="200" cy="164" r="16"/></g>` +
    `<path d="M104 200h192c0 64-44 100-96 100s-96-36-96-100z" fill="${BRASS}"/>` +
    `<path d="M120 226h160" stroke="${SAFFRON}" stroke-width="8"/>` +
    `<path d="M168 296h64l10 20h-84z" fill="${BRASS_DEEP}"/>`,
  lotus: (tint) =>
    `<path d="M70 270h260v40a16 16 0 0 1-16 16H86a16 16 0 0 1-16-16z" fill="${WATER}"/>` +
    `<ellipse cx="110" cy="276" rx="34" ry="10" fill="${LEAF}"/><ellipse cx="296" cy="282" rx="28" ry="8" fill="${LEAF}"/>` +
    `<g fill="${PINK}" stroke="${PINK_DEEP}" stroke-width="3">` +
    `<path d="M200 272c-60 0-96-20-104-48c40-4 76 12 104 48c28-36 64-52 104-48c-8 28-44 48-104 48z"/>` +
    `<path d="M200 270c-36-14-60-48-58-92c36 14 56 50 58 92zM200 270c36-14 60-48 58-92c-36 14-56 50-58 92z"/>` +
    `<path d="M200 268c-26-30-28-80 0-120c28 40 26 90 0 120z"/></g>` +
    `<circle cx="200" cy="236" r="8" fill="${tint}"/>`,
  havan: (tint) =>
    flame(200, 226, 120, SAFFRON) +
    flame(170, 226, 80, '#FF8A1E') +
    flame(232, 226, 86, '#FF8A1E') +
    flame(200, 226, 70, FLAME) +
    `<path d="M100 226h200l-12 30H112z" fill="#A0522D"/><path d="M92 256h216l-10 30H102z" fill="#8B4513"/><path d="M84 286h232v22H84z" fill="${DARK}"/>` +
    `<path d="M100 226h200M92 256h216" stroke="#6B2E0B" stroke-width="4"/>` +
    `<path d="M258 150l52-42" stroke="${BRASS_DEEP}" stroke-width="6" stroke-linecap="round"/><ellipse cx="254" cy="154" rx="12" ry="7" fill="${BRASS}"/>` +
    `<g fill="${tint}"><circle cx="124" cy="212" r="6"/><circle cx="276" cy="212" r="6"/></g>`,
  trishul: (tint) =>
    `<path d="M200 330V120" stroke="${DARK}" stroke-width="8"/>` +
    `<path d="M150 96c0 44 20 60 50 60s50-16 50-60M200 156V70" fill="none" stroke="${BRASS_DEEP}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M138 100l12-26 12 26zM238 100l12-26 12 26zM188 74l12-30 12 30z" fill="${BRASS_DEEP}"/>` +
    `<path d="M176 186h48l-12 18 12 18h-48l12-18z" fill="${tint}"/><path d="M176 186v36M224 186v36" stroke="${DARK}" stroke-width="3"/>` +
    `<path d="M200 238c24 6 36 26 24 44" fill="none" stroke="${RED}" stroke-width="6"/>` +
    `<g fill="#7B3F1C">${ring(200, 262, 26, 20, 10, 5)}</g>`,
  gada: (tint) =>
    `<path d="M200 320V196" stroke="${DARK}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M186 296h28M186 272h28" stroke="${BRASS}" stroke-width="6"/>` +
    `<ellipse cx="200" cy="148" rx="62" ry="70" fill="${BRASS}" stroke="${BRASS_DEEP}" stroke-width="5"/>` +
    `<path d="M142 126q58 24 116 0M140 160q60 24 120 0M200 78v140" fill="none" stroke="${BRASS_DEEP}" stroke-width="5"/>` +
    `<path d="M188 80l12-26 12 26z" fill="${BRASS_DEEP}"/>` +
    `<path d="M176 206q24 18 48 0" fill="none" stroke="${tint}" stroke-width="8"/>`,
  bansuri: (tint) =>
    `<path d="M96 270L304 150" stroke="#8B5A2B" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M120 256l8-4M136 247l8-4" stroke="${tint}" stroke-width="18"/>` +
    `<g fill="${DARK}"><circle cx="200" cy="210" r="4"/><circle cx="222" cy="197" r="4"/><circle cx="244" cy="185" r="4"/><circle cx="266" cy="172" r="4"/></g>` +
    `<path d="M140 240c-8 20-8 42 4 58M144 238c4 22 14 38 26 48" fill="none" stroke="${RED}" stroke-width="4"/>` +
    `<g transform="translate(130 60) scale(1.8)">${peacockFeather(20, 80)}</g>`,
  modak: (tint) =>
    `<ellipse cx="200" cy="260" rx="116" ry="36" fill="${BRASS}"/><ellipse cx="200" cy="254" rx="100" ry="26" fill="${tint}"/>` +
    (
      [
        [140, 252],
        [200, 258],
        [260, 252],
        [170, 222],
        [230, 222],
        [200, 190],
      ] as const
    )
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y}c-26 0-32-18-22-32c6-10 16-18 22-34c6 16 16 24 22 34c10 14 4 32-22 32z" fill="${CREAM}" stroke="${BRASS_DEEP}" stroke-width="3"/>` +
          `<path d="M${x} ${y - 2}v-40M${x - 10} ${y - 6}l6-30M${x + 10} ${y - 6}l-6-30" stroke="${BRASS_DEEP}" stroke-width="2"/>`,
      )
      .join(''),
  cow: (tint) =>
    `<path d="M112 214c-16 10-22 36-16 62" fill="none" stroke="#C9B89A" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M122 250h18v62h-18zM152 250h18v62h-18zM222 250h18v62h-18zM250 250h18v62h-18z" fill="#EDE6D6" stroke="#C9B89A" stroke-width="3"/>` +
    `<path d="M110 224c0-30 24-46 60-46h56c12-14 34-14 46 0c10 10 10 26 4 40l-6 40c-4 18-20 26-38 26h-84c-24 0-38-22-38-60z" fill="#F5F1E6" stroke="#C9B89A" stroke-width="3"/>` +
    `<path d="M148 196h86v54c-30 10-56 10-86 0z" fill="${tint}"/><path d="M148 244c30 10 56 10 86 0" fill="none" stroke="${BRASS}" stroke-width="5"/>` +
    `<path d="M262 186c6-26 28-40 48-32c12 6 14 22 8 38l-10 30c-6 12-22 14-30 4z" fill="#F5F1E6" stroke="#C9B89A" stroke-width="3"/>` +
    `<path d="M276 166c-6-20 0-34 10-40M304 156c10-16 10-30 2-40" fill="none" stroke="${BRASS_DEEP}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M266 180l-22-6 16 16z" fill="#E8DCC4"/><circle cx="292" cy="184" r="4" fill="${DARK}"/><ellipse cx="304" cy="220" rx="9" ry="7" fill="#E8B4A0"/>` +
    `<path d="M270 230q12 12 30 6" fill="none" stroke="${RED}" stroke-width="5"/><circle cx="284" cy="244" r="8" fill="${BRASS}"/>`,
  naga: (tint) =>
    `<ellipse cx="200" cy="292" rx="92" ry="22" fill="#2E6B2E"/><ellipse cx="200" cy="286" rx="70" ry="14" fill="${LEAF}"/>` +
    `<path d="M200 284c-44-4-48-40-6-54s40-46 6-60" fill="none" stroke="#2E6B2E" stroke-width="28" stroke-linecap="round"/>` +
    `<path d="M200 62c-38 0-62 32-62 66c0 28 28 46 62 62c34-16 62-34 62-62c0-34-24-66-62-66z" fill="#2E6B2E"/>` +
    `<path d="M200 96c-20 0-34 18-34 38c0 18 16 30 34 40c18-10 34-22 34-40c0-20-14-38-34-38z" fill="#8CCB7E"/>` +
    `<path d="M186 122q14 18 28 0M200 128v26" fill="none" stroke="#2E6B2E" stroke-width="4"/>` +
    `<ellipse cx="200" cy="78" rx="16" ry="12" fill="#3F8A3A"/>` +
    `<circle cx="193" cy="76" r="3" fill="${RED}"/><circle cx="207" cy="76" r="3" fill="${RED}"/>` +
    `<circle cx="200" cy="146" r="7" fill="${tint}"/>`,
  charan: (tint) =>
    `<path d="M86 300h228v22H86z" fill="${DARK}"/><path d="M96 280h208v20H96z" fill="#8A8A96"/>` +
    [150, 250]
      .map(
        (x) =>
          `<path d="M${x} 270c-30 0-36-40-30-80s14-60 30-60s24 20 30 60s0 80-30 80z" fill="#F6D7B0" stroke="${tint}" stroke-width="5"/>` +
          `<g fill="${tint}">${ring(x, 120, 24, 14, 5, 7)}</g>` +
          `<circle cx="${x}" cy="196" r="13" fill="none" stroke="${RED}" stroke-width="3"/><path d="M${x - 12} 236h24M${x} 224v24" stroke="${RED}" stroke-width="3"/>`,
      )
      .join('') +
    `<g fill="#F5F5F0">${ring(200, 286, 30, 6, 8, 5)}</g>`,
  pinda: (tint) =>
    `<ellipse cx="200" cy="250" rx="130" ry="50" fill="${LEAF}"/><ellipse cx="200" cy="246" rx="112" ry="38" fill="#5BAA5B"/>` +
    `<path d="M100 260c40-20 160-20 200 0" fill="none" stroke="${tint}" stroke-width="3"/>` +
    `<g fill="#FFF8EC" stroke="#D9CBB0" stroke-width="3"><circle cx="150" cy="232" r="26"/><circle cx="200" cy="226" r="28"/><circle cx="250" cy="232" r="26"/></g>` +
    `<g fill="#2A2A2A"><circle cx="138" cy="228" r="2"/><circle cx="160" cy="236" r="2"/><circle cx="196" cy="218" r="2"/><circle cx="210" cy="232" r="2"/><circle cx="246" cy="226" r="2"/><circle cx="258" cy="238" r="2"/></g>` +
    `<path d="M110 200c30-40 60-60 90-70M290 200c-30-40-60-60-90-70" fill="none" stroke="#9AB35A" stroke-width="4"/>` +
    `<ellipse cx="200" cy="300" rx="18" ry="6" fill="${BRASS}"/><path d="M200 296c-8-10-4-22 0-30c4 8 8 20 0 30z" fill="${FLAME}"/>`,
  kalava: () =>
    `<g fill="none" stroke-width="9">` +
    `<ellipse cx="200" cy="200" rx="104" ry="70" stroke="${RED}"/><ellipse cx="200" cy="204" rx="88" ry="58" stroke="#F2C200"/>` +
    `<ellipse cx="200" cy="208" rx="72" ry="46" stroke="${RED}"/><ellipse cx="200" cy="212" rx="56" ry="34" stroke="${SAFFRON}"/></g>` +
    `<path d="M200 280c-6 20-20 34-34 42M206 280c4 20 16 34 30 40" fill="none" stroke="${RED}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M186 264h28v24h-28z" fill="#F2C200"/>`,
  panchpatra: (tint) =>
    `<ellipse cx="200" cy="304" rx="110" ry="18" fill="${BRASS_DEEP}"/><ellipse cx="200" cy="298" rx="96" ry="12" fill="${tint}" opacity=".5"/>` +
    `<path d="M136 140h128l-16 150h-96z" fill="#C0612B"/><ellipse cx="200" cy="140" rx="64" ry="14" fill="#8E3F18"/>` +
    `<path d="M142 180h116M146 250h108" stroke="#E08A4E" stroke-width="6"/>` +
    `<path d="M250 150l46-84" stroke="#C0612B" stroke-width="8" stroke-linecap="round"/><ellipse cx="300" cy="60" rx="12" ry="8" fill="#C0612B"/>` +
    `<circle cx="200" cy="214" r="14" fill="${RED}"/>`,
  pothi: (tint) =>
    `<path d="M84 200h232v70H84z" fill="#E8D5A8"/><path d="M84 214h232M84 228h232M84 242h232M84 256h232" stroke="#C9A86A" stroke-width="3"/>` +
    `<path d="M70 170h260v40H70zM70 262h260v40H70z" fill="${tint}"/>` +
    `<path d="M70 170h260M70 302h260" stroke="${BRASS}" stroke-width="6"/>` +
    `<path d="M150 160v150M250 160v150" stroke="${RED}" stroke-width="8"/>` +
    `<circle cx="200" cy="190" r="14" fill="${BRASS}"/><circle cx="200" cy="282" r="14" fill="${BRASS}"/>` +
    `<path d="M200 120c-14 16-14 30 0 40c14-10 14-24 0-40z" fill="${SAFFRON}"/>`,
} satisfies Record<string, Draw>;
