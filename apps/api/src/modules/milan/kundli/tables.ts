/**
 * The classical Ashtakoota tables (North Indian guna milan). Nakshatras are 0 = Ashwini …
 * 26 = Revati, rashis 0 = Mesha … 11 = Meena, as in moon.ts.
 *
 * Sources. The per-nakshatra gana, yoni animal and nadi, and the per-rashi varna (by element),
 * vashya group and lord, are the standard attributions of B.V. Raman, "Muhurtha (Electional
 * Astrology)", ch. on marriage, and "Hindu Predictive Astrology"; the same lists appear in
 * PyJHora (naturalstupid/PyJHora, jhora/horoscope/match/compatibility.py) and in the
 * Maitreya/Saravali koota pages (saravali.github.io/astrology/koota_*.html), which is where
 * these were checked (not against the books themselves). The point tables follow AstroSage's
 * Kundli Milan, whose worked examples in kundli.test.ts they reproduce:
 * - yoni: the common symmetric 14×14 table (Saravali prints Horse→Deer 3 but Deer→Horse 1 and
 *   Lion→Buffalo 2 but Buffalo→Lion 1; we use 3 and 1 both ways, as most panchangs do);
 * - graha maitri: naisargika (natural) friendship of the two lords, 5/4/3/1/0.5/0;
 * - gana: the asymmetric table, groom Manushya with a Deva bride 5 (Deva groom with a Manushya
 *   bride 6), Rakshasa groom with a Deva bride 1 (Deva groom with a Rakshasa bride 0);
 * - vashya: the common 5-group table with half points for "food" (bhakshya) pairs. The
 *   examples confirm its Chatushpada/Manava/Keeta cells; the groom-row orientation of the
 *   asymmetric Vanachara cells (0.5 / 1 one way, 0 the other) is not yet confirmed by one.
 */

export type Gana = 'deva' | 'manushya' | 'rakshasa';
export type Nadi = 'adi' | 'madhya' | 'antya';
export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
export type VashyaGroup = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta';
export const YONI_ANIMALS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type YoniAnimal = (typeof YONI_ANIMALS)[number];

export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishtha',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

const D = 'deva';
const M = 'manushya';
const R = 'rakshasa';
// prettier-ignore
export const NAKSHATRA_GANA: readonly Gana[] = [
  D, M, R, M, D, M, D, D, R, // Ashwini … Ashlesha
  R, M, M, D, R, D, R, D, R, // Magha … Jyeshtha
  R, M, M, D, R, R, M, M, D, // Mula … Revati
];

// prettier-ignore
export const NAKSHATRA_YONI: readonly YoniAnimal[] = [
  'horse', 'elephant', 'sheep', 'serpent', 'serpent', 'dog', 'cat', 'sheep', 'cat',
  'rat', 'rat', 'cow', 'buffalo', 'tiger', 'buffalo', 'tiger', 'deer', 'deer',
  'dog', 'monkey', 'mongoose', 'monkey', 'lion', 'horse', 'lion', 'cow', 'elephant',
];

/** Nadi runs Adi, Madhya, Antya, Antya, Madhya, Adi … down the nakshatras. */
export const NAKSHATRA_NADI: readonly Nadi[] = Array.from({ length: 27 }, (_, n): Nadi => {
  const step = n % 6;
  return step === 0 || step === 5 ? 'adi' : step === 1 || step === 4 ? 'madhya' : 'antya';
});

/** Varna rank by the rashi's element: water Brahmin 4, fire Kshatriya 3, earth Vaishya 2, air Shudra 1. */
export const RASHI_VARNA_RANK: readonly number[] = [3, 2, 1, 4, 3, 2, 1, 4, 3, 2, 1, 4];

// prettier-ignore
export const RASHI_LORD: readonly Planet[] = [
  'mars', 'venus', 'mercury', 'moon', 'sun', 'mercury',
  'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter',
];

/**
 * Vashya group of a Moon position. Dhanu and Makara are split at 15°: Dhanu's first half is
 * Manava (the archer), its second half Chatushpada (the horse); Makara's first half is
 * Chatushpada (the goat), its second half Jalachara (the fish tail).
 */
export function vashyaGroup(rashi: number, degreeInSign: number): VashyaGroup {
  switch (rashi) {
    case 0:
    case 1:
      return 'chatushpada';
    case 3:
    case 11:
      return 'jalachara';
    case 4:
      return 'vanachara';
    case 7:
      return 'keeta';
    case 8:
      return degreeInSign < 15 ? 'manava' : 'chatushpada';
    case 9:
      return degreeInSign < 15 ? 'chatushpada' : 'jalachara';
    default:
      return 'manava'; // Mithuna, Kanya, Tula, Kumbha
  }
}

const VASHYA_ORDER: readonly VashyaGroup[] = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'];
/** Rows: the groom's group; columns: the bride's, in VASHYA_ORDER. */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0, 0, 0, 2, 0],
  [1, 1, 1, 0, 2],
];

export function vashyaPoints(bride: VashyaGroup, groom: VashyaGroup): number {
  return VASHYA_POINTS[VASHYA_ORDER.indexOf(groom)]![VASHYA_ORDER.indexOf(bride)]!;
}

/** Symmetric; rows and columns in YONI_ANIMALS order. Zeros are the 7 sworn-enemy pairs. */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export function yoniPoints(a: YoniAnimal, b: YoniAnimal): number {
  return YONI_POINTS[YONI_ANIMALS.indexOf(a)]![YONI_ANIMALS.indexOf(b)]!;
}

/** Natural (naisargika) friends and enemies; every other planet is neutral. Rahu/Ketu lord no rashi. */
const NATURAL: Readonly<Record<Planet, { friends: readonly Planet[]; enemies: readonly Planet[] }>> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

function attitude(of: Planet, toward: Planet): 'friend' | 'neutral' | 'enemy' {
  if (NATURAL[of].friends.includes(toward)) return 'friend';
  return NATURAL[of].enemies.includes(toward) ? 'enemy' : 'neutral';
}

/** Same lord or mutual friends 5, friend+neutral 4, both neutral 3, friend+enemy 1, neutral+enemy 0.5, enemies 0. */
export function grahaMaitriPoints(a: Planet, b: Planet): number {
  if (a === b) return 5;
  const pair = [attitude(a, b), attitude(b, a)].sort().join('+');
  const points: Record<string, number> = {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  };
  return points[pair]!;
}

const GANA_ORDER: readonly Gana[] = ['deva', 'manushya', 'rakshasa'];
/** Rows: the groom's gana; columns: the bride's, in GANA_ORDER. */
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

export function ganaPoints(bride: Gana, groom: Gana): number {
  return GANA_POINTS[GANA_ORDER.indexOf(groom)]![GANA_ORDER.indexOf(bride)]!;
}
