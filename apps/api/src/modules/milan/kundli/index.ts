/** The kundli engine: the Moon's sidereal position at a birth, guna milan of two of them, and Mangal dosha. */
export { moonSign, moonSignFromLongitude, tropicalMoonLongitude, lahiriAyanamsa, istToUtc } from './moon.js';
export type { BirthMoment, MoonSign } from './moon.js';
export { gunaMilan } from './ashtakoota.js';
export type { MoonSignInput } from './ashtakoota.js';
export { chartPositions, tropicalAscendant, tropicalMarsLongitude } from './chart.js';
export type { ChartPositions } from './chart.js';
export { MANGLIK_HOUSES, manglikAtBirth, manglikFromPositions, manglikMatch } from './manglik.js';
export type { ManglikStatus } from './manglik.js';
