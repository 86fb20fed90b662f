import type { ProfileNote, ProfileNotes } from '../../../shared/contracts/profile.ts';
import { INTERESTS } from '../../../shared/interests.ts';
import type { NicheAudience } from '../../../shared/niches.ts';
import { placesOf } from './demo-places.ts';
import { HAIR_COLOURS, type HairColour } from './portrait.ts';
import type { Random } from './random.ts';

const FIRST_NAMES = {
  NL: {
    female: ['Sanne', 'Lotte', 'Femke', 'Anouk', 'Eva', 'Lisa', 'Iris', 'Noor', 'Marieke', 'Ingrid', 'Petra', 'Judith'],
    male: ['Daan', 'Bram', 'Sem', 'Thijs', 'Joris', 'Ruben', 'Jeroen', 'Maarten', 'Bas', 'Pieter', 'Kees', 'Wouter'],
  },
  BE: {
    female: ['Elise', 'Lien', 'Marie', 'Charlotte', 'Fien', 'Hanne', 'Ine', 'Camille', 'Manon', 'Nathalie'],
    male: ['Wout', 'Arne', 'Tom', 'Pieter-Jan', 'Jens', 'Kobe', 'Maxime', 'Olivier', 'Stijn', 'Dries'],
  },
  DE: {
    female: ['Anna', 'Lena', 'Sophie', 'Katrin', 'Julia', 'Miriam', 'Sabine', 'Heike', 'Lea', 'Franziska'],
    male: ['Lukas', 'Jonas', 'Felix', 'Tobias', 'Matthias', 'Stefan', 'Jan', 'Florian', 'Sebastian', 'Markus'],
  },
} as const;

const ABOUT = {
  NL: [
    'Spontaan en nieuwsgierig. Ik hou van {a} en {b}.',
    'Op zoek naar iemand om mee te lachen. Favoriet: {a}.',
    'Weekenden vul ik met {a}, doordeweeks werk ik hard. Zin om af te spreken?',
    'Eerlijk, sportief en dol op {a} en {b}.',
  ],
  BE: [
    'Bourgondiër in hart en nieren. Ik geniet van {a} en {b}.',
    'Rustig type dat houdt van {a}. Jij ook?',
    'Altijd in voor een terrasje en een goed gesprek over {a}.',
  ],
  DE: [
    'Offen, ehrlich und immer für {a} zu haben.',
    'Ich liebe {a} und {b}. Lust auf ein Kennenlernen?',
    'Am Wochenende gern unterwegs, am liebsten beim {a}.',
  ],
} as const;

/** Answers to the demo site's note prompts, in the member's language. */
const NOTES: Record<DemoCountry, Partial<Record<ProfileNote, readonly string[]>>> = {
  NL: {
    looking_for: [
      'Iemand met humor die ook van een goed gesprek houdt.',
      'Een maatje voor avonturen, en misschien meer.',
    ],
    ideal_date: ['Een wandeling langs het strand en daarna frietjes.', 'Samen koken en een film kijken.'],
    hobbies: ['Fietsen, lezen en op zondag lang ontbijten.', 'Muziek maken en festivals bezoeken.'],
  },
  BE: {
    looking_for: ['Een warme persoon die van het leven geniet.', 'Iemand om de weekends mee te delen.'],
    ideal_date: ['Een Belgisch biertje op een zonnig terras.', 'Een stadswandeling door Gent bij avond.'],
    hobbies: ['Koken, tennis en af en toe een citytrip.', 'Fotografie en lange fietstochten.'],
  },
  DE: {
    looking_for: ['Jemanden zum Lachen und Reden.', 'Eine ehrliche Beziehung auf Augenhöhe.'],
    ideal_date: ['Ein Spaziergang im Park und danach Kaffee und Kuchen.', 'Zusammen kochen und einen Film schauen.'],
    hobbies: ['Wandern, Lesen und gutes Essen.', 'Radfahren und Konzerte besuchen.'],
  },
};

export type DemoCountry = keyof typeof FIRST_NAMES;
const COUNTRIES: DemoCountry[] = ['NL', 'NL', 'NL', 'BE', 'DE'];

export interface DemoMember {
  email: string;
  name: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  dateOfBirth: string;
  country: DemoCountry;
  region: string;
  city: string;
  latitude: number;
  longitude: number;
  about: string;
  interests: string[];
  hairColour: HairColour;
  eyeColour: string;
  bodyType: 'slim' | 'normal' | 'fat';
  relationshipStatus: 'divorced' | 'living_together' | 'married' | 'unmarried' | 'single' | 'widowed';
  tattoos: boolean;
  notes: ProfileNotes;
  fictional: boolean;
  paidUser: boolean;
  signupDaysAgo: number;
}

/** The oldest demo member. */
const MAX_DEMO_AGE = 80;
/** Of a niche site's demo members, the share who fit its audience; the others are those who look for them. */
const FITTING_SHARE = 0.75;

/**
 * Whom a niche's audience looks for it (decision 032): where the audience is women alone (bbw, gilf, milf), men looking
 * for women; where it is women or men of some sexualities (she, gay), others of them; else anyone.
 */
function seekersOf(audience: NicheAudience): NicheAudience {
  if (!audience.gender) return {};
  if (audience.sexualities) return { gender: audience.gender, sexualities: audience.sexualities };
  return { gender: audience.gender === 'female' ? 'male' : 'female', sexualities: ['hetero'] };
}

function dateOfBirth(random: Random, now: Date, looks: NicheAudience): string {
  // Born `age + 1` years before this year: `age` or one more today, so an age band's top is kept one below.
  const age =
    looks.minAge !== undefined || looks.maxAge !== undefined
      ? random.int(looks.minAge ?? 18, (looks.maxAge ?? MAX_DEMO_AGE) - 1)
      : random.chance(0.6)
        ? random.int(20, 45)
        : random.int(18, 72);
  const born = new Date(now.getFullYear() - age - 1, random.int(0, 11), random.int(1, 28));
  return born.toISOString().slice(0, 10);
}

/**
 * One varied demo member: name, looks, place and texts drawn from the seeded random source. On a niche's site
 * (`audience`, shared/niches.ts) three in four fit the audience (gender, sexuality, age band, body type, the interest
 * named last) and the others are those who look for them; the general site's members are drawn as they always were.
 */
export function demoMember(random: Random, index: number, now: Date, audience: NicheAudience = {}): DemoMember {
  const general = Object.keys(audience).length === 0;
  const fits = !general && random.chance(FITTING_SHARE);
  const looks = general ? {} : fits ? audience : seekersOf(audience);
  const country = random.pick(COUNTRIES);
  const gender = looks.gender ?? (random.chance(0.55) ? 'female' : 'male');
  const place = random.pick(placesOf(country));
  const drawn = random.sample(INTERESTS, random.int(3, 8));
  // The niche's interest last: the profile text names the first two.
  const interests =
    fits && audience.interest ? [...drawn.filter((i) => i !== audience.interest), audience.interest] : drawn;
  const about = random.pick(ABOUT[country]).replace('{a}', interests[0]!).replace('{b}', interests[1]!);
  const sexuality = looks.sexualities
    ? random.pick(looks.sexualities)
    : random.chance(0.85)
      ? 'hetero'
      : random.pick(['bi', gender === 'male' ? 'gay' : 'lesbian'] as const);
  return {
    email: `member${index + 1}@demo.example.com`,
    name: random.pick(FIRST_NAMES[country][gender]) + (random.chance(0.3) ? String(random.int(70, 99)) : ''),
    gender,
    sexuality,
    dateOfBirth: dateOfBirth(random, now, looks),
    country,
    region: place.region,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    about,
    interests,
    hairColour: random.pick(Object.keys(HAIR_COLOURS) as HairColour[]),
    eyeColour: random.pick(['blue', 'brown', 'green', 'grey']),
    bodyType: looks.bodyType ?? random.pick(['slim', 'normal', 'normal', 'fat'] as const),
    relationshipStatus: random.pick(['single', 'single', 'single', 'divorced', 'unmarried', 'widowed'] as const),
    tattoos: random.chance(0.3),
    notes: Object.fromEntries(
      Object.entries(NOTES[country]).flatMap(([prompt, answers]) =>
        random.chance(0.6) ? [[prompt, random.pick(answers)]] : [],
      ),
    ),
    fictional: index % 40 === 7,
    paidUser: random.chance(0.2),
    // Two days at least: no demo member is a new member whose first contacts are checked (decision 040).
    signupDaysAgo: random.int(2, 700),
  };
}
