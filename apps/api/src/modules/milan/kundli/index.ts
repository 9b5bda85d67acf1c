/** The kundli engine: the Moon's sidereal position at a birth, and guna milan of two of them. */
export { moonSign, moonSignFromLongitude, tropicalMoonLongitude, lahiriAyanamsa, istToUtc } from './moon.js';
export type { BirthMoment, MoonSign } from './moon.js';
export { gunaMilan } from './ashtakoota.js';
export type { MoonSignInput } from './ashtakoota.js';
