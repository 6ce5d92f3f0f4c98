import type { Random } from './random.js';
import type { Split } from './style.js';

/**
 * Yoruba, Igbo and Hausa names, some hyphenated (double-barrelled surnames, joined given names),
 * most people with two given names. Each pool is split by position: `tune` takes the even entries,
 * `report` the odd ones, so the two sets never share a name.
 */
const surnames = [
  'ADEBAYO', 'OKEKE', 'ABUBAKAR', 'OGUNLESI', 'NWOSU', 'BELLO', 'ADEYEMI', 'OKONKWO', 'USMAN', 'OLADIPO',
  'NWACHUKWU', 'ALIYU', 'BALOGUN', 'EZEOKE', 'DANJUMA', 'AKINWUMI', 'ANYANWU', 'GARBA', 'FASHOLA', 'OBI',
  'SHEHU', 'AJAYI', 'IWEALA', 'SULEIMAN', 'OYELARAN', 'NNAMDI', 'MAIGARI', 'OGUNDIPE', 'UCHE', 'SANUSI',
  'ADEBAYO-OGUNLESI', 'OKONKWO-EZE', 'BELLO-OSAGIE', 'IWEALA-OKONJO', 'DAN-ASABE', 'ABUBAKAR-SADIQ',
  'ADEOYE', 'CHUKWUEMEKA', 'YARADUA', 'OLUWADAMILARE', 'ONYEKACHI', 'DANTATA', 'AKINTOLA-WILLIAMS', 'EZE-UZOMAKA',
];
const givenNames = [
  'OLUWASEUN', 'CHIDINMA', 'AMINA', 'ADEWALE', 'CHUKWUDI', 'HAUWA', 'FOLAKE', 'NGOZI', 'ZAINAB', 'BABATUNDE',
  'IFEANYI', 'SANI', 'TITILAYO', 'ADAEZE', 'MUSA', 'OLUWAFEMI', 'CHINONSO', 'HADIZA', 'YETUNDE', 'EBERECHUKWU',
  'ABDULLAHI', 'ADEBOLA', 'NNEKA', 'YUSUF', 'OLAMIDE', 'OBINNA', 'FATIMA', 'TEMITOPE', 'CHIAMAKA', 'AISHA',
  'ABIMBOLA', 'KELECHI', 'BILKISU', 'OLUWAKEMI', 'UCHENNA', 'NASIRU', 'ADE-OLUWA', 'IFE-OMA', 'HALIMA', 'MODUPE',
  'SADIQ', 'CHIOMA', 'EMEKA', 'IBRAHIM',
];

const half = <T>(items: readonly T[], split: Split) => items.filter((_, i) => i % 2 === (split === 'tune' ? 0 : 1));

export interface Identity {
  surname: string;
  /** One or two given names, space separated. */
  givenNames: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  sex: 'M' | 'F';
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today plus whole days (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number, today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);
}

export function addYears(iso: string, years: number, days = 0): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
}

export function person(rng: Random, split: Split): Identity {
  const first = rng.pick(half(givenNames, split));
  let second = rng.pick(half(givenNames, split));
  while (second === first) second = rng.pick(half(givenNames, split));
  return {
    surname: rng.pick(half(surnames, split)),
    givenNames: rng.chance(0.8) ? `${first} ${second}` : first,
    dateOfBirth: isoDate(rng.int(1958, 2004), rng.int(1, 12), rng.int(1, 28)),
    sex: rng.pick(['M', 'F'] as const),
  };
}

/** Another surname from the same split than `not`. */
export function otherSurname(rng: Random, split: Split, not: string): string {
  let s = rng.pick(half(surnames, split));
  while (s === not || s.includes(not) || not.includes(s)) s = rng.pick(half(surnames, split));
  return s;
}

const states = ['LAG', 'ABJ', 'KAN', 'OYO', 'RIV', 'ENU', 'KAD', 'OGN', 'EDO', 'KWA'];
const stateNames: Record<string, string> = { LAG: 'LAGOS', ABJ: 'FCT ABUJA', KAN: 'KANO', OYO: 'OYO', RIV: 'RIVERS', ENU: 'ENUGU', KAD: 'KADUNA', OGN: 'OGUN', EDO: 'EDO', KWA: 'KWARA' };
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const hex = '0123456789ABCDEF';

export const numbers = {
  passport: (rng: Random) => `${rng.pick(['A', 'B'])}${rng.digits(8)}`,
  licence: (rng: Random) => {
    const state = rng.pick(states);
    return { number: `${state}${rng.digits(5)}${rng.pick([...letters])}${rng.pick([...letters])}${rng.digits(2)}`, state: stateNames[state]! };
  },
  vin: (rng: Random) => Array.from({ length: 19 }, () => rng.pick([...hex])).join(''),
  nin: (rng: Random) => `${rng.int(1, 9)}${rng.digits(10)}`,
  trackingId: (rng: Random) => Array.from({ length: 15 }, () => rng.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'])).join(''),
};

export const places = ['LAGOS', 'IBADAN', 'KANO', 'ENUGU', 'ONITSHA', 'ABEOKUTA', 'KADUNA', 'ZARIA', 'OWERRI', 'SOKOTO', 'BENIN CITY', 'ILORIN'];
export const occupations = ['TRADER', 'TEACHER', 'STUDENT', 'CIVIL SERVANT', 'FARMER', 'ENGINEER', 'NURSE', 'DRIVER'];
export const streets = ['12 ALLEN AVENUE IKEJA', '4 OKIGWE ROAD OWERRI', '27 ZOO ROAD KANO', '9 RING ROAD IBADAN', '15 AGGREY ROAD PORT HARCOURT', '3 AHMADU BELLO WAY KADUNA', '41 OGUI ROAD ENUGU'];
