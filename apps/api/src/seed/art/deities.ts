/**
 * The deities, each by the attributes a devotee knows them by: Ganesh's trunk
 * and modak, Hanuman's gada and tail, Lakshmi's lotus and coins, Ram Darbar's
 * three figures and bow, the Shivling's tripundra and bilva, Mahakal's
 * bhasma shringar, Krishna's flute and peacock feather, Laddu Gopal with his
 * laddu, Durga's arms, trishul and lion, Shani Shingnapur's
 * open black stone and crow, the nine grahas, Jagannath's round eyes, Balaji's
 * namam, Surya over the water. Flat shapes in brass and saffron (kit.ts);
 * `tint` colours clothes, garlands or a halo.
 */
import {
  BRASS,
  BRASS_DEEP,
  CREAM,
  DARK,
  LEAF,
  RED,
  SAFFRON,
  SKY_BLUE,
  STONE,
  WATER,
  bilva,
  crown,
  peacockFeather,
  ring,
  waves,
  type Draw,
} from './kit.js';

const PINK = '#F4A3C0';
const PINK_DEEP = '#D0587E';
const YELLOW = '#F2C200';
const BLACK_STONE = '#1B1B24';

/** A standing figure of Ram Darbar: head at (x, y), robe down to the base at 300. */
function figure(x: number, y: number, skin: string, robe: string): string {
  return (
    `<path d="M${x - 17} ${y + 20}h34l12 ${280 - y}h-58z" fill="${robe}"/>` +
    `<circle cx="${x}" cy="${y}" r="17" fill="${skin}"/>` +
    crown(x, y - 12, 28)
  );
}

/** The yoni (brass basin with its spout to the right) and the black lingam on it. */
function lingam(): string {
  return (
    `<rect x="122" y="276" width="156" height="38" rx="6" fill="${DARK}"/>` +
    `<path d="M290 256l52 6c8 2 8 12 0 14l-52 6z" fill="${BRASS_DEEP}"/>` +
    `<ellipse cx="200" cy="266" rx="104" ry="28" fill="${BRASS}"/>` +
    `<ellipse cx="200" cy="260" rx="84" ry="18" fill="${BRASS_DEEP}"/>` +
    `<path d="M158 262V170a42 42 0 0 1 84 0v92z" fill="${STONE}"/>` +
    `<ellipse cx="200" cy="262" rx="42" ry="9" fill="${STONE}"/>` +
    `<path d="M172 150q10-18 26-20" fill="none" stroke="#6A6A7A" stroke-width="5" stroke-linecap="round"/>`
  );
}

/** The Sudarshan chakra: a brass wheel with eight spokes, centred at (x, y). */
function chakra(x: number, y: number, r: number): string {
  let spokes = '';
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI * i) / 4;
    spokes += `M${x} ${y}l${Math.round(r * Math.cos(a))} ${Math.round(r * Math.sin(a))}`;
  }
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${BRASS}" stroke-width="6"/>` +
    `<path d="${spokes}" stroke="${BRASS}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="5" fill="${RED}"/>`
  );
}

export const DEITIES = {
  ganesh: (tint) =>
    `<path d="M110 304h180l-12 22H122z" fill="${DARK}"/>` +
    `<ellipse cx="140" cy="150" rx="38" ry="46" fill="${BRASS_DEEP}"/><ellipse cx="260" cy="150" rx="38" ry="46" fill="${BRASS_DEEP}"/>` +
    `<ellipse cx="200" cy="250" rx="70" ry="56" fill="${BRASS}"/>` +
    `<path d="M134 270c24 28 108 28 132 0l12 34H122z" fill="${tint}"/>` +
    `<path d="M142 220c-22 10-30 26-24 40M258 220c22 10 30 26 24 40" fill="none" stroke="${BRASS}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M118 276c-16-8-16-28 0-44c16 16 16 36 0 44z" fill="${CREAM}" stroke="${BRASS_DEEP}" stroke-width="3"/>` +
    `<circle cx="200" cy="148" r="46" fill="${BRASS}"/>` +
    crown(200, 112, 56) +
    `<path d="M200 160c0 40-4 62-28 76c-14 8-22-6-10-12" fill="none" stroke="${BRASS_DEEP}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M218 176c14 6 20 16 18 30" fill="none" stroke="${CREAM}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M182 178l-6 8" stroke="${CREAM}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="180" cy="142" r="5" fill="${DARK}"/><circle cx="220" cy="142" r="5" fill="${DARK}"/>` +
    `<path d="M200 120v14" stroke="${RED}" stroke-width="5" stroke-linecap="round"/>`,
  hanuman: (tint) =>
    `<path d="M168 272C96 276 84 196 104 140c8-22 30-22 32-4c1 12-12 16-18 8" fill="none" stroke="${SAFFRON}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M160 248h80l12 58h-36l-16-30-16 30h-36z" fill="${tint}"/>` +
    `<path d="M156 196c0-16 16-26 44-26s44 10 44 26l-6 56h-76z" fill="${SAFFRON}"/>` +
    `<path d="M232 240l48-122" stroke="${DARK}" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="286" cy="104" r="30" fill="${BRASS}" stroke="${BRASS_DEEP}" stroke-width="4"/>` +
    `<path d="M258 96l56 16M272 78l28 52" stroke="${BRASS_DEEP}" stroke-width="4"/>` +
    `<circle cx="290" cy="70" r="7" fill="${BRASS_DEEP}"/>` +
    `<path d="M240 190c14 14 8 34-6 48M160 192c-18 10-22 30-12 46" fill="none" stroke="${SAFFRON}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="164" cy="138" r="12" fill="${SAFFRON}"/><circle cx="236" cy="138" r="12" fill="${SAFFRON}"/>` +
    `<circle cx="200" cy="136" r="36" fill="${SAFFRON}"/>` +
    `<ellipse cx="200" cy="154" rx="26" ry="18" fill="#FFD3A0"/>` +
    `<circle cx="188" cy="128" r="4" fill="${DARK}"/><circle cx="212" cy="128" r="4" fill="${DARK}"/>` +
    `<path d="M190 160q10 8 20 0" fill="none" stroke="${DARK}" stroke-width="3"/>` +
    crown(200, 106, 48),
  lakshmi: (tint) =>
    `<circle cx="200" cy="150" r="56" fill="${tint}" opacity=".35"/>` +
    `<g fill="${PINK}" stroke="${PINK_DEEP}" stroke-width="3">` +
    `<path d="M200 320c-70 0-110-16-116-34c40-6 80 2 116 18c36-16 76-24 116-18c-6 18-46 34-116 34z"/>` +
    `<path d="M200 304c-30-8-58-30-62-58c30 4 52 24 62 58zM200 304c30-8 58-30 62-58c-30 4-52 24-62 58z"/></g>` +
    `<path d="M148 282c0-60 20-104 52-104s52 44 52 104z" fill="${RED}"/>` +
    `<path d="M170 190c10 22 50 22 60 0" fill="none" stroke="${YELLOW}" stroke-width="6"/>` +
    `<path d="M160 200c-22-10-28-34-22-56M240 200c22-10 28-34 22-56M236 236c16 4 24 12 28 22" fill="none" stroke="${BRASS}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M138 142c-14-10-14-30 0-44c14 14 14 34 0 44zM262 142c-14-10-14-30 0-44c14 14 14 34 0 44z" fill="${PINK}" stroke="${PINK_DEEP}" stroke-width="3"/>` +
    `<circle cx="200" cy="150" r="28" fill="${BRASS}"/><circle cx="200" cy="144" r="3" fill="${RED}"/>` +
    crown(200, 126, 40) +
    `<g fill="#FFD23F" stroke="${BRASS_DEEP}" stroke-width="2"><circle cx="274" cy="268" r="8"/><circle cx="282" cy="288" r="8"/><circle cx="270" cy="306" r="8"/><circle cx="290" cy="308" r="8"/></g>`,
  'ram-darbar': (tint) =>
    `<path d="M96 308V160a104 76 0 0 1 208 0v148" fill="none" stroke="${tint}" stroke-width="10"/>` +
    `<path d="M86 300h228v22H86z" fill="${DARK}"/>` +
    figure(140, 158, BRASS, RED) +
    figure(260, 158, BRASS, YELLOW) +
    figure(200, 138, SKY_BLUE, YELLOW) +
    `<path d="M228 118q28 72 0 150" fill="none" stroke="${DARK}" stroke-width="6"/><path d="M228 118v150" stroke="${CREAM}" stroke-width="2"/>` +
    `<path d="M290 150q20 56 0 118" fill="none" stroke="${DARK}" stroke-width="5"/>` +
    `<path d="M170 208h62M224 202l10 6-10 6" fill="none" stroke="${DARK}" stroke-width="4"/>` +
    `<path d="M172 96q28-30 56 0z" fill="${SAFFRON}"/><path d="M200 96v-14" stroke="${DARK}" stroke-width="3"/>`,
  shivling: (tint) =>
    lingam() +
    `<path d="M170 172h60M168 186h64M170 200h60" stroke="${CREAM}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="200" cy="186" r="6" fill="${RED}"/>` +
    bilva(134, 258) +
    bilva(266, 258) +
    `<g fill="${tint}"><circle cx="170" cy="268" r="7"/><circle cx="232" cy="270" r="7"/></g>` +
    `<path d="M200 60v64" stroke="${WATER}" stroke-width="4" stroke-dasharray="8 6"/>`,
  mahakal: (tint) =>
    lingam() +
    `<path d="M164 150a40 40 0 0 1 72 0z" fill="${CREAM}"/>` +
    `<path d="M176 110a26 26 0 1 0 48 0a22 20 0 0 1-48 0z" fill="${CREAM}"/>` +
    `<path d="M178 162h44" stroke="${RED}" stroke-width="4"/>` +
    `<path d="M170 196q12-12 24 0q-12 8-24 0zM206 196q12-12 24 0q-12 8-24 0z" fill="#FFFFFF"/>` +
    `<circle cx="182" cy="195" r="4" fill="${BLACK_STONE}"/><circle cx="218" cy="195" r="4" fill="${BLACK_STONE}"/>` +
    `<path d="M200 170v14" stroke="${RED}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M178 226q22 14 44 0" fill="none" stroke="${CREAM}" stroke-width="5"/>` +
    `<g fill="${tint}">${ring(200, 238, 40, 12, 14, 5)}</g>`,
  krishna: (tint) =>
    `<path d="M164 226h72l20 80H144z" fill="${YELLOW}"/>` +
    `<path d="M166 178c0-12 14-20 34-20s34 8 34 20l4 52h-76z" fill="${SKY_BLUE}"/>` +
    `<path d="M172 166c2 50 54 50 56 0" fill="none" stroke="${tint}" stroke-width="8" stroke-dasharray="1 9" stroke-linecap="round"/>` +
    `<path d="M172 184c-12-10-6-26 2-34M228 184c16-20 24-30 28-40" fill="none" stroke="${SKY_BLUE}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="200" cy="128" r="28" fill="${SKY_BLUE}"/>` +
    `<path d="M188 124h8M204 124h8" stroke="${DARK}" stroke-width="3" stroke-linecap="round"/>` +
    crown(200, 106, 40) +
    peacockFeather(212, 76) +
    `<path d="M148 158l156-26" stroke="#8B5A2B" stroke-width="9" stroke-linecap="round"/>` +
    `<g fill="${DARK}"><circle cx="236" cy="142" r="2"/><circle cx="252" cy="139" r="2"/><circle cx="268" cy="137" r="2"/></g>` +
    `<circle cx="176" cy="154" r="9" fill="${SKY_BLUE}"/><circle cx="256" cy="140" r="9" fill="${SKY_BLUE}"/>`,
  gopal: (tint) =>
    `<ellipse cx="200" cy="300" rx="96" ry="14" fill="${tint}"/>` +
    `<ellipse cx="170" cy="282" rx="36" ry="18" fill="${SKY_BLUE}"/><ellipse cx="236" cy="284" rx="34" ry="16" fill="${SKY_BLUE}"/>` +
    `<ellipse cx="200" cy="236" rx="46" ry="50" fill="${SKY_BLUE}"/>` +
    `<path d="M158 246h84l6 34h-96z" fill="${YELLOW}"/>` +
    `<path d="M236 220c20 6 30 16 32 30" fill="none" stroke="${SKY_BLUE}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="270" cy="256" r="16" fill="#FFB81C" stroke="${BRASS_DEEP}" stroke-width="3"/>` +
    `<path d="M164 220c-14 12-16 28-10 40" fill="none" stroke="${SKY_BLUE}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="200" cy="160" r="42" fill="${SKY_BLUE}"/>` +
    `<path d="M184 162q6 6 12 0M204 162q6 6 12 0M190 180q10 8 20 0" fill="none" stroke="${DARK}" stroke-width="3" stroke-linecap="round"/>` +
    crown(200, 128, 46) +
    peacockFeather(214, 96),
  durga: (tint) =>
    `<path d="M200 200L116 148M200 200L106 196M200 200L116 244M200 200L284 148M200 200L294 196M200 200L284 244" stroke="${BRASS}" stroke-width="11" stroke-linecap="round"/>` +
    `<g fill="${BRASS_DEEP}"><circle cx="116" cy="148" r="9"/><circle cx="106" cy="196" r="9"/><circle cx="116" cy="244" r="9"/><circle cx="294" cy="196" r="9"/><circle cx="284" cy="244" r="9"/></g>` +
    `<circle cx="100" cy="134" r="16" fill="none" stroke="${BRASS}" stroke-width="5"/>` +
    `<path d="M100 196l-26-6M294 196l24-26" stroke="#B0B8C4" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M298 310V90" stroke="${DARK}" stroke-width="6"/><path d="M278 92c0 26 10 34 20 34s20-8 20-34M298 124V76" fill="none" stroke="${DARK}" stroke-width="6"/>` +
    `<path d="M160 296c0-74 14-114 40-114s40 40 40 114z" fill="${RED}"/>` +
    `<path d="M176 196c8 18 40 18 48 0" fill="none" stroke="${tint}" stroke-width="6"/>` +
    `<circle cx="200" cy="160" r="26" fill="${BRASS}"/><circle cx="200" cy="152" r="4" fill="${RED}"/>` +
    crown(200, 140, 44) +
    `<path d="M90 316c0-34 24-50 64-50h92c20 0 24 50 0 50z" fill="${BRASS_DEEP}"/>` +
    `<circle cx="112" cy="276" r="34" fill="#B5651D"/><circle cx="112" cy="280" r="21" fill="${BRASS}"/>` +
    `<circle cx="104" cy="274" r="3" fill="${DARK}"/><circle cx="120" cy="274" r="3" fill="${DARK}"/><path d="M106 288h12l-6 6z" fill="${DARK}"/>`,
  shani: (tint) =>
    `<path d="M84 302h232v24H84z" fill="#8A8A96"/><path d="M110 280h180v22H110z" fill="#A5A5B0"/>` +
    `<path d="M176 280V132c0-14 10-22 24-22s24 8 24 22v148z" fill="${BLACK_STONE}"/>` +
    `<path d="M200 112v166" stroke="#D9A520" stroke-width="4" opacity=".7"/>` +
    `<path d="M178 204q22 16 44 0" fill="none" stroke="${tint}" stroke-width="7"/>` +
    `<g fill="#15151C"><ellipse cx="262" cy="262" rx="22" ry="13"/><circle cx="282" cy="250" r="10"/><path d="M244 258l-26 6 24 8z"/></g>` +
    `<path d="M290 248l14 4-14 4z" fill="#777"/><path d="M258 274v8M268 274v8" stroke="#15151C" stroke-width="3"/>` +
    `<ellipse cx="138" cy="276" rx="18" ry="6" fill="${BRASS}"/><path d="M138 272c-8-10-4-22 0-30c4 8 8 20 0 30z" fill="#FFE9A8"/>`,
  navagraha: (tint) => {
    const colours = ['#F5F5F0', RED, '#2E8B57', YELLOW, '', '#DDE8FF', '#1F2A44', '#5A5A6A', '#8B6B4A'];
    let grahas = '';
    colours.forEach((colour, i) => {
      const [cx, cy] = [130 + (i % 3) * 70, 130 + Math.floor(i / 3) * 70];
      grahas += colour
        ? `<circle cx="${cx}" cy="${cy}" r="26" fill="${colour}" stroke="${BRASS}" stroke-width="3"/>`
        : `<g fill="${SAFFRON}">${ring(cx, cy, 32, 32, 12, 5)}</g><circle cx="${cx}" cy="${cy}" r="26" fill="#FFC93C"/>`;
    });
    return `<rect x="88" y="88" width="224" height="224" rx="14" fill="${BRASS_DEEP}"/><rect x="98" y="98" width="204" height="204" rx="10" fill="${tint}"/>${grahas}`;
  },
  jagannath: (tint) =>
    `<path d="M150 96h100l-10-28h-80z" fill="${BRASS}"/><path d="M200 40l10 28h-20z" fill="${RED}"/>` +
    `<path d="M120 150c0-40 30-60 80-60s80 20 80 60v118c0 26-26 42-80 42s-80-16-80-42z" fill="#15151C"/>` +
    `<path d="M120 148c0-36 30-58 80-58s80 22 80 58c-22-12-50-18-80-18s-58 6-80 18z" fill="${tint}"/>` +
    `<path d="M120 228h-28M280 228h28" stroke="#15151C" stroke-width="24" stroke-linecap="round"/>` +
    `<circle cx="160" cy="184" r="30" fill="#FFFFFF" stroke="${RED}" stroke-width="6"/><circle cx="160" cy="184" r="12" fill="#000"/>` +
    `<circle cx="240" cy="184" r="30" fill="#FFFFFF" stroke="${RED}" stroke-width="6"/><circle cx="240" cy="184" r="12" fill="#000"/>` +
    `<path d="M200 146l8 12-8 12-8-12z" fill="${RED}"/>` +
    `<path d="M144 240q56 50 112 0q-56 26-112 0z" fill="${RED}"/>`,
  balaji: (tint) =>
    chakra(110, 130, 30) +
    `<path d="M290 104c-22 4-30 26-22 44c8 16 30 12 36-4c4-14 0-30-14-40z" fill="${CREAM}" stroke="${BRASS}" stroke-width="4"/>` +
    `<path d="M120 326c0-52 30-66 80-66s80 14 80 66z" fill="${tint}"/>` +
    `<path d="M148 272c12 52 92 52 104 0" fill="none" stroke="${YELLOW}" stroke-width="10" stroke-dasharray="2 8" stroke-linecap="round"/>` +
    `<path d="M154 152h92v60c0 36-22 56-46 56s-46-20-46-56z" fill="#2A2A35"/>` +
    `<path d="M158 152l8-80 34-22 34 22 8 80z" fill="${BRASS}" stroke="${BRASS_DEEP}" stroke-width="4"/>` +
    `<path d="M166 96h68M162 124h76" stroke="${BRASS_DEEP}" stroke-width="4"/><circle cx="200" cy="110" r="6" fill="${RED}"/>` +
    `<path d="M170 154v30c0 20 12 32 30 32s30-12 30-32v-30h-14v30c0 10-6 18-16 18s-16-8-16-18v-30z" fill="#FFFFFF"/>` +
    `<path d="M200 154v56" stroke="${RED}" stroke-width="7"/>` +
    `<path d="M186 240q14 8 28 0" fill="none" stroke="${RED}" stroke-width="4"/>`,
  surya: (tint) => {
    let rays = '';
    for (let i = 0; i < 16; i++) {
      const a = (Math.PI * i) / 8;
      const [r0, r1] = [84, i % 2 ? 104 : 122];
      rays += `M${Math.round(200 + r0 * Math.cos(a))} ${Math.round(176 + r0 * Math.sin(a))}L${Math.round(200 + r1 * Math.cos(a))} ${Math.round(176 + r1 * Math.sin(a))}`;
    }
    return (
      `<path d="${rays}" stroke="${SAFFRON}" stroke-width="9" stroke-linecap="round"/>` +
      `<circle cx="200" cy="176" r="72" fill="#FFC93C"/><circle cx="200" cy="176" r="58" fill="${tint}" opacity=".25"/>` +
      `<path d="M172 168q10-8 20 0M208 168q10-8 20 0M180 200q20 16 40 0" fill="none" stroke="${DARK}" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M72 270h256v40a16 16 0 0 1-16 16H88a16 16 0 0 1-16-16z" fill="${WATER}"/>` +
      waves(90, 310, 290, '#FFFFFF') +
      `<path d="M150 268c20-8 80-8 100 0" stroke="#FFC93C" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M92 268l16-24 16 24z" fill="${LEAF}"/>`
    );
  },
} satisfies Record<string, Draw>;
