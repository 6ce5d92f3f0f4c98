import { personIn, titleCase, type BlindPerson, type OtherIdentity } from '../blind-kit/people.js';

export { titleCase, type OtherIdentity };

/**
 * The seventh set's six invented people, from six Nigerian peoples no earlier set used, each named
 * as that people names its children, and each carrying one of the cases that trouble readers.
 * No one here is a real person; any likeness of a whole name to a real one is chance.
 */

export type PersonKey = 'esan' | 'tarok' | 'atyap' | 'egun' | 'ikwerre' | 'margi';

export interface Person extends BlindPerson<PersonKey> {
  /** Skin and hair of the drawn portrait (no face of a real person is used). */
  look: { skin: string; hair: 'short' | 'gele' | 'cap' | 'braids' | 'bald'; clothes: string };
}

export const people: readonly Person[] = [
  {
    key: 'esan',
    people: 'Esan (Edo State)',
    state: 'EDO',
    lga: 'ESAN NORTH-EAST',
    surname: 'EBHOHIMEN',
    givenNames: 'OSEMUDIAMEN OSEIKHUEMEN EHIZOGIE',
    sex: 'M',
    dateOfBirth: '1957-12-31',
    placeOfBirth: 'UROMI',
    address: '14 OKHUESAN STREET, UROMI',
    occupation: 'RETIRED TEACHER',
    height: '1.74',
    bloodGroup: 'O+',
    licenceCentre: 'URM',
    hardCase: 'three long given names: the MRZ keeps 39 places and cuts the third mid-word (…<EHIZ); born 31 December',
    otherSurname: 'OKOJIE',
    otherDateOfBirth: '1958-12-31',
    otherGivenNames: 'EROMOSELE IKHIDE',
    forgedSurname: 'AKHIGBE',
    mrzPerson: { surname: 'ODIGIE', givenNames: 'ITOHAN EHINOMEN', dateOfBirth: '1962-03-08', sex: 'F' },
    look: { skin: '#6b4530', hair: 'cap', clothes: '#8a1c2b' },
  },
  {
    key: 'tarok',
    people: 'Tarok (Plateau State)',
    state: 'PLATEAU',
    lga: 'LANGTANG NORTH',
    surname: 'LAR',
    givenNames: 'YILRET',
    sex: 'F',
    dateOfBirth: '1946-08-14',
    placeOfBirth: 'LANGTANG',
    address: 'NO. 3 GOTOM ROAD, LANGTANG',
    occupation: 'FARMER',
    height: '1.58',
    bloodGroup: 'A+',
    licenceCentre: 'LTG',
    hardCase: 'a three-letter surname and one six-letter given name; eighty years old',
    otherSurname: 'LONGTAU',
    otherDateOfBirth: '1946-04-18',
    otherGivenNames: 'NENMAN',
    // One letter changed: a short name altered by one letter is still another surname.
    forgedSurname: 'LAM',
    mrzPerson: { surname: 'NANMAN', givenNames: 'LONGJI PANGRIP', dateOfBirth: '1950-02-11', sex: 'M' },
    look: { skin: '#5a3a28', hair: 'gele', clothes: '#1f5f8b' },
  },
  {
    key: 'atyap',
    people: 'Atyap (Southern Kaduna)',
    state: 'KADUNA',
    lga: 'ZANGON KATAF',
    surname: 'KUMAI TAGWAI',
    givenNames: 'NINYIO ASHIVANG',
    sex: 'F',
    dateOfBirth: '1988-01-01',
    placeOfBirth: 'ZONKWA',
    address: '7 MANCHOK ROAD, ZONKWA',
    occupation: 'NURSE',
    height: '1.66',
    bloodGroup: 'B+',
    licenceCentre: 'ZKW',
    hardCase: 'a two-word surname (KUMAI<TAGWAI in the MRZ); born 1 January',
    otherSurname: 'KAURA',
    // The day before: another year as well as another day.
    otherDateOfBirth: '1987-12-31',
    otherGivenNames: 'ZAMANI AKUT',
    // The first word replaced, the second kept.
    forgedSurname: 'BAKO TAGWAI',
    mrzPerson: { surname: 'GANKON', givenNames: 'DOGARA KAMBAI', dateOfBirth: '1985-06-22', sex: 'M' },
    look: { skin: '#7a5034', hair: 'braids', clothes: '#2e7d4f' },
  },
  {
    key: 'egun',
    people: 'Egun / Gun (Badagry, Lagos State)',
    state: 'LAGOS',
    lga: 'BADAGRY',
    surname: 'GBÈNOUKPO',
    givenNames: 'MAHUTON SÈWANU',
    sex: 'M',
    dateOfBirth: '1979-07-04',
    placeOfBirth: 'BADAGRY',
    address: '21 MARINA ROAD, BADAGRY',
    occupation: 'BOAT BUILDER',
    height: '1.81',
    bloodGroup: 'O-',
    licenceCentre: 'BDG',
    hardCase: 'grave accents (È) in the surname and a given name, which the MRZ writes as E; the record date of birth swaps day and month',
    otherSurname: 'HUNPATIN',
    // Day and month swapped (04-07 / 07-04).
    otherDateOfBirth: '1979-04-07',
    otherGivenNames: 'DOSSOU SEMEVO',
    forgedSurname: 'AHOYO',
    mrzPerson: { surname: 'ZINSOU', givenNames: 'GBETO MAHUGNON', dateOfBirth: '1981-11-30', sex: 'M' },
    look: { skin: '#4e3224', hair: 'short', clothes: '#e7e2d3' },
  },
  {
    key: 'ikwerre',
    people: 'Ikwerre (Rivers State)',
    state: 'RIVERS',
    lga: 'IKWERRE',
    surname: 'WORLU-WODI',
    givenNames: 'OKACHI CHINAZA',
    sex: 'F',
    dateOfBirth: '2008-10-23',
    placeOfBirth: 'ISIOKPO',
    address: '5 ELELE ROAD, ISIOKPO',
    occupation: 'STUDENT',
    height: '1.63',
    bloodGroup: 'AB+',
    licenceCentre: 'ISK',
    hardCase: 'a hyphenated surname (WORLU<WODI in the MRZ); eighteen since 23 October 2026 (her licence was issued days after)',
    otherSurname: 'NWUKE',
    otherDateOfBirth: '2006-10-23',
    otherGivenNames: 'IHUNDA CHIBUIKE',
    // One part of the double surname replaced.
    forgedSurname: 'WORLU-WOBO',
    mrzPerson: { surname: 'ELECHI', givenNames: 'NYEWUSIRA OBINNA', dateOfBirth: '2005-05-05', sex: 'M' },
    look: { skin: '#6e4630', hair: 'braids', clothes: '#c7772a' },
  },
  {
    key: 'margi',
    people: 'Margi (Michika, Adamawa State)',
    state: 'ADAMAWA',
    lga: 'MICHIKA',
    surname: 'NDAHI',
    givenNames: "JA'AFARU DLAMA",
    sex: 'M',
    dateOfBirth: '1984-02-29',
    placeOfBirth: 'MICHIKA',
    address: 'HOUSE 9, BAZZA ROAD, MICHIKA',
    occupation: 'TRADER',
    height: '1.77',
    bloodGroup: 'A-',
    licenceCentre: 'MCK',
    hardCase: "an apostrophe in a given name (JA'AFARU; JAAFARU in the MRZ); born on 29 February",
    otherSurname: 'DZARMA',
    otherDateOfBirth: '1984-03-01',
    otherGivenNames: 'MBAYA THLIZA',
    // Letters added at the end: the printed surname begins with the true one.
    forgedSurname: 'NDAHIRU',
    mrzPerson: { surname: 'KWAGHE', givenNames: 'YAKUBU MADU', dateOfBirth: '1986-09-14', sex: 'M' },
    look: { skin: '#5c3b27', hair: 'bald', clothes: '#3b3f8f' },
  },
];

export const personOf = (key: PersonKey): Person => personIn(people, key);
