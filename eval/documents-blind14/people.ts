import { personIn, titleCase, type BlindPerson, type OtherIdentity } from '../blind-kit/people.js';

export { titleCase, type OtherIdentity };

/**
 * The fourteenth set's six invented people, from six Nigerian peoples no earlier set used (Eleme,
 * Bette, Chamba, Karai-Karai, Lelna, Ogba), each named as that people names its children, and each
 * carrying a case that troubles readers and that no earlier set stressed. No name word here is one an
 * earlier set's people used (check.ts reads their people.ts files and fails on any). No one here is a
 * real person; any likeness of a whole name to a real one is chance.
 */

export type PersonKey = 'eleme' | 'bette' | 'chamba' | 'karekare' | 'lelna' | 'ogba';

export interface Person extends BlindPerson<PersonKey> {
  /** INEC's delimitation (state, LGA, ward, polling unit codes) a voter's card prints. */
  delimitation: string;
  /** Whether the sibling's given names share a middle name with the holder's or are wholly different. */
  siblingShares: 'middle name' | 'nothing';
  /** viz-given: the given names a forger printed over the visual zone (MRZ and record keep the true ones). */
  forgedGivenNames: string;
  /** viz-dob: the birth date a forger printed over the visual zone (MRZ and record keep the true one). */
  forgedDateOfBirth: string;
  /** The drawn portrait (the ninth set's art; no face of a real person is used). */
  look: { skin: string; headwear: 'none' | 'kufi' | 'gele' | 'hijab' | 'beret'; clothes: string; hair: string; beard: boolean; glasses: boolean };
}

export const people: readonly Person[] = [
  {
    key: 'eleme',
    people: 'Eleme (Ebubu, Eleme, Rivers State)',
    state: 'RIVERS',
    lga: 'ELEME',
    surname: 'CHU',
    givenNames: 'OBARILOMATE OSARO',
    sex: 'M',
    dateOfBirth: '1979-10-21',
    placeOfBirth: 'EBUBU',
    address: '9 REFINERY ROAD, EBUBU',
    occupation: 'PIPE FITTER',
    height: '1.77',
    bloodGroup: 'O+',
    licenceCentre: 'ELM',
    delimitation: '32-08-05-011',
    hardCase:
      'a surname of three letters (CHU) before an eleven-letter first given name (OBARILOMATE): the MRZ reads P<NGACHU<<OBARILOMATE<OSARO, and a reader that drops short words as noise, takes the longest capitals beside a label for the surname, or wants a surname longer than a label (SEX, NGA) loses it or moves his first name into it',
    otherSurname: 'LEKWA',
    otherDateOfBirth: '1979-12-21',
    otherGivenNames: 'EJIRE OSARO',
    siblingShares: 'middle name',
    forgedSurname: 'CHUKU',
    forgedGivenNames: 'OBALOMATE OSARO',
    forgedDateOfBirth: '1979-10-27',
    mrzPerson: { surname: 'OGOSU', givenNames: 'NWOLU EKEE', dateOfBirth: '1977-04-09', sex: 'M' },
    look: { skin: '#553522', headwear: 'none', clothes: '#2e4053', hair: '#15100c', beard: true, glasses: false },
  },
  {
    key: 'bette',
    people: 'Bette (Bebuabie, Obudu, Cross River State)',
    state: 'CROSS RIVER',
    lga: 'OBUDU',
    surname: 'UNDIANDEYE',
    givenNames: 'VINCENT LIWHU',
    sex: 'M',
    dateOfBirth: '1986-06-11',
    placeOfBirth: 'OBUDU',
    address: '3 IPONG STREET, BEBUABIE, OBUDU',
    occupation: 'TOUR GUIDE',
    height: '1.80',
    bloodGroup: 'B+',
    licenceCentre: 'OBD',
    delimitation: '09-14-06-003',
    hardCase:
      "a first given name that begins with VIN, the label every voter's card prints by its number (VINCENT): a reader that finds the VIN by its label, or takes a word starting VIN for it, reads his name into the number or the number into his name; his Bette name LIWHU sets W beside H, which OCR merges",
    otherSurname: 'ERAYE',
    otherDateOfBirth: '1986-06-01',
    otherGivenNames: 'AKEM AYABIE',
    siblingShares: 'nothing',
    forgedSurname: 'UNDIANDEJE',
    forgedGivenNames: 'VINCENT LIWU',
    forgedDateOfBirth: '1986-08-11',
    mrzPerson: { surname: 'BETIANG', givenNames: 'UTIM ASUAN', dateOfBirth: '1984-11-02', sex: 'M' },
    look: { skin: '#4d2f1d', headwear: 'none', clothes: '#f0e6d2', hair: '#120d0a', beard: false, glasses: true },
  },
  {
    key: 'chamba',
    people: 'Chamba (Sama; Ganye, Adamawa State)',
    state: 'ADAMAWA',
    lga: 'GANYE',
    surname: 'MAPEO',
    givenNames: 'SALOME DEBORAH',
    sex: 'F',
    dateOfBirth: '2000-02-29',
    placeOfBirth: 'GANYE',
    address: '2 JADA ROAD, GANYE',
    occupation: 'LABORATORY SCIENTIST',
    height: '1.64',
    bloodGroup: 'A+',
    licenceCentre: 'GNY',
    delimitation: '02-09-03-007',
    hardCase:
      "born on 29 February 2000, a leap day only because 2000 is a leap year and 1900 was not: the MRZ writes 000229 and the passports print the year in two digits (29 FEB/FÉV 00, 29 FEB 00), so a reader that puts 00 in 1900, or checks the day against the wrong century, finds no such date; a year with two zeros, after 1999, also meets readers that take 00 for nothing; her licence expires on 28 February in a common year; the record-dob case holds 28 February, what a calendar without leap days stores",
    otherSurname: 'SARASO',
    otherDateOfBirth: '2000-02-28',
    otherGivenNames: 'REBECCA LINDA',
    siblingShares: 'nothing',
    forgedSurname: 'MAPIO',
    forgedGivenNames: 'SALOMI DEBORAH',
    forgedDateOfBirth: '2000-02-20',
    mrzPerson: { surname: 'YELWA', givenNames: 'KEZIAH ASABE', dateOfBirth: '1998-11-14', sex: 'F' },
    look: { skin: '#5a3822', headwear: 'none', clothes: '#8e44ad', hair: '#15100c', beard: false, glasses: false },
  },
  {
    key: 'karekare',
    people: 'Karai-Karai (Karekare; Jalam, Dambam, Bauchi State)',
    state: 'BAUCHI',
    lga: 'DAMBAM',
    surname: 'BABAYO',
    givenNames: 'ABDUL-KARIM UBA',
    sex: 'M',
    dateOfBirth: '1970-01-01',
    placeOfBirth: 'JALAM',
    address: '7 MISAU ROAD, DAMBAM',
    occupation: 'GROUNDNUT TRADER',
    height: '1.75',
    bloodGroup: 'O+',
    licenceCentre: 'DBM',
    delimitation: '05-07-02-015',
    hardCase:
      'born on 1 January 1970, the day a registrar writes when no birth was recorded and the Unix epoch (time 0, the MRZ\'s 700101): a reader that keeps dates as timestamps and takes 0 for "no date", or discards a 01-01 date as a placeholder, loses it; his first given name is hyphenated (ABDUL-KARIM), which the MRZ writes as two names (ABDUL<KARIM<UBA), and his record-dob case holds 1 January 1971',
    otherSurname: 'NYAKO',
    otherDateOfBirth: '1971-01-01',
    otherGivenNames: 'MUSTAPHA UBA',
    siblingShares: 'middle name',
    forgedSurname: 'BABAYA',
    forgedGivenNames: 'ABDUL-KADIR UBA',
    forgedDateOfBirth: '1970-07-01',
    mrzPerson: { surname: 'JIBO', givenNames: 'ALIYU DAHIRU', dateOfBirth: '1968-01-01', sex: 'M' },
    look: { skin: '#5e3a24', headwear: 'kufi', clothes: '#dfe6d8', hair: '#17110d', beard: true, glasses: false },
  },
  {
    key: 'lelna',
    people: 'Lelna (Dakarkari; Rikoto, Zuru, Kebbi State)',
    state: 'KEBBI',
    lga: 'ZURU',
    surname: 'MAGORO',
    givenNames: 'MARTHA AUGUSTINA',
    sex: 'F',
    dateOfBirth: '1991-03-17',
    placeOfBirth: 'RIKOTO',
    address: '12 DABAI ROAD, ZURU',
    occupation: 'SCHOOL TEACHER',
    height: '1.71',
    bloodGroup: 'A-',
    licenceCentre: 'ZUR',
    delimitation: '21-17-04-009',
    hardCase:
      'given names that begin with month abbreviations (MARtha, AUGustina), born in March, on pages that print months as MAR and AUG: a reader that finds a date by a month word, or cleans dates and names by month prefixes, reads her names into a date or a date into her names (17 MAR 1991 stands a line under MARTHA)',
    otherSurname: 'BAMAIYI',
    otherDateOfBirth: '1991-03-27',
    otherGivenNames: 'PRISCA AUGUSTINA',
    siblingShares: 'middle name',
    forgedSurname: 'MAGORA',
    forgedGivenNames: 'MARTA AUGUSTINA',
    forgedDateOfBirth: '1991-05-17',
    mrzPerson: { surname: 'GOMO', givenNames: 'HELEN VERONICA', dateOfBirth: '1989-08-05', sex: 'F' },
    look: { skin: '#4f311f', headwear: 'none', clothes: '#16a085', hair: '#120d0a', beard: false, glasses: false },
  },
  {
    key: 'ogba',
    people: 'Ogba (Omoku, Ogba/Egbema/Ndoni, Rivers State)',
    state: 'RIVERS',
    lga: 'OGBA/EGBEMA/NDONI',
    surname: 'NKWEKE',
    givenNames: 'ONYINYECHI OZIOMA',
    sex: 'F',
    dateOfBirth: '1989-07-24',
    placeOfBirth: 'OMOKU',
    address: '21 OBOBURU ROAD, OMOKU',
    occupation: 'PROCESS TECHNICIAN',
    height: '1.68',
    bloodGroup: 'B-',
    licenceCentre: 'OMK',
    delimitation: '32-14-09-020',
    hardCase:
      "her record-dob case holds her birth year with its last two digits transposed (1998 for 1989), the slip a data-entry clerk makes: a reader that forgives a digit read twice or swapped, or compares dates by their digits as a set, lets it pass; her first given name ONYINYECHI repeats NY, which OCR reads as NV or NX; an LGA with slashes (OGBA/EGBEMA/NDONI) sits beside dates that use slashes",
    otherSurname: 'EHIRI',
    otherDateOfBirth: '1998-07-24',
    otherGivenNames: 'CHINYERE OZIOMA',
    siblingShares: 'middle name',
    forgedSurname: 'NKWEKU',
    forgedGivenNames: 'ONYINYECHI OZOMA',
    forgedDateOfBirth: '1989-07-14',
    mrzPerson: { surname: 'AKALAKA', givenNames: 'NGOZI ONYEKA', dateOfBirth: '1987-05-03', sex: 'F' },
    look: { skin: '#5b3925', headwear: 'gele', clothes: '#c0392b', hair: '#15100c', beard: false, glasses: true },
  },
];

export const personOf = (key: PersonKey): Person => personIn(people, key);
