import { personIn, titleCase, type BlindPerson, type OtherIdentity } from '../blind-kit/people.js';

export { titleCase, type OtherIdentity };

/**
 * The eighth set's six invented people, from six Nigerian peoples no earlier set used, each named
 * as that people names its children, and each carrying a case that troubles readers and that the
 * seventh set did not carry. No one here is a real person; any likeness of a whole name to a real
 * one is chance.
 */

export type PersonKey = 'kalabari' | 'etsako' | 'bachama' | 'mumuye' | 'izzi' | 'ngas';

export interface Person extends BlindPerson<PersonKey> {
  /** viz-dob: the birth date a forger printed over the visual zone (MRZ and record keep the true one). */
  forgedDateOfBirth: string;
  /** Colours of the drawn portrait (no face of a real person is used). */
  look: { skin: string; headwear: 'none' | 'cap' | 'scarf' | 'wrap' | 'fila'; clothes: string; hair: string };
}

export const people: readonly Person[] = [
  {
    key: 'kalabari',
    people: 'Kalabari (Buguma, Rivers State)',
    state: 'RIVERS',
    lga: 'ASARI-TORU',
    surname: 'DAPPA-BIRIYE',
    givenNames: 'TAMUNOTONYE SOBOMABO IBIFUBARA',
    sex: 'M',
    dateOfBirth: '1938-03-01',
    placeOfBirth: 'BUGUMA',
    address: '12 HORSFALL STREET, BUGUMA',
    occupation: 'RETIRED MARINER',
    height: '1.70',
    bloodGroup: 'B-',
    licenceCentre: 'BGM',
    hardCase: 'a hyphenated double surname and three long given names: the MRZ keeps DAPPA<BIRIYE<<TAMUNOTONYE<SOBOMABO<IBIF and cuts the third; eighty-eight years old, born 1 March',
    // Record surnames share no part with the printed one: a partial match is no mismatch a reader must FAIL.
    otherSurname: 'HORSFALL',
    // The day before: another month.
    otherDateOfBirth: '1938-02-28',
    otherGivenNames: 'TAMUNOSIKI SOBOMABO IBIFUBARA',
    // The second part of the double surname replaced.
    forgedSurname: 'DAPPA-BROWN',
    forgedDateOfBirth: '1948-03-01',
    mrzPerson: { surname: 'AMACHREE', givenNames: 'SODIENYE OPUBO', dateOfBirth: '1941-07-19', sex: 'M' },
    look: { skin: '#5b3a26', headwear: 'fila', clothes: '#f2efe6', hair: '#d9d4cc' },
  },
  {
    key: 'etsako',
    people: 'Etsako (Auchi, Edo State)',
    state: 'EDO',
    lga: 'ETSAKO WEST',
    surname: 'AGBEBAKU',
    givenNames: 'MAY OSHIOKHAIMHE',
    sex: 'F',
    dateOfBirth: '1996-05-01',
    placeOfBirth: 'AUCHI',
    address: '4 IGBEI ROAD, AUCHI',
    occupation: 'PHARMACIST',
    height: '1.64',
    bloodGroup: 'O+',
    licenceCentre: 'AUC',
    hardCase: 'a first given name that is a month (MAY) on documents that print her birth date as 01 MAY 1996: the name and the month abbreviation are the same word',
    otherSurname: 'IMOUDU',
    otherDateOfBirth: '1995-05-01',
    // Her twin sister, named for the next month.
    otherGivenNames: 'JUNE OSHIOKHAIMHE',
    // One letter changed at the end.
    forgedSurname: 'AGBEBAKE',
    forgedDateOfBirth: '1996-05-10',
    mrzPerson: { surname: 'IGBINOBA', givenNames: 'OMONIGHO JANET', dateOfBirth: '1993-09-17', sex: 'F' },
    look: { skin: '#7a4e33', headwear: 'wrap', clothes: '#2b6f8a', hair: '#1a1410' },
  },
  {
    key: 'bachama',
    people: 'Bachama (Numan, Adamawa State)',
    state: 'ADAMAWA',
    lga: 'NUMAN',
    surname: 'BATO',
    givenNames: 'ZO',
    sex: 'M',
    dateOfBirth: '2008-02-29',
    placeOfBirth: 'NUMAN',
    address: 'HOUSE 3, LAMURDE ROAD, NUMAN',
    occupation: 'APPRENTICE WELDER',
    height: '1.79',
    bloodGroup: 'A+',
    licenceCentre: 'NMN',
    hardCase: 'a two-letter given name (ZO) and a four-letter surname; born 29 February 2008, so eighteen only since 1 March 2026 (no 29 Feb that year): his licence was issued in August 2026',
    otherSurname: 'BATURE',
    otherDateOfBirth: '2008-03-01',
    otherGivenNames: 'DAUDA',
    // Letters added: the printed surname begins with the true one.
    forgedSurname: 'BATOMA',
    forgedDateOfBirth: '2006-02-28',
    mrzPerson: { surname: 'KPANTI', givenNames: 'DAVID ZOAKA', dateOfBirth: '2007-06-12', sex: 'M' },
    look: { skin: '#4f3222', headwear: 'none', clothes: '#c0392b', hair: '#15100c' },
  },
  {
    key: 'mumuye',
    people: 'Mumuye (Zing, Taraba State)',
    state: 'TARABA',
    lga: 'ZING',
    surname: "DAN'AZUMI",
    givenNames: 'JAURO YAKUBU',
    sex: 'M',
    dateOfBirth: '2000-01-01',
    placeOfBirth: 'ZING',
    address: '21 YORRO ROAD, ZING',
    occupation: 'CIVIL SERVANT',
    height: '1.83',
    bloodGroup: 'O+',
    licenceCentre: 'ZNG',
    hardCase: "an apostrophe in the surname (DAN'AZUMI; DANAZUMI in the MRZ); born 1 January 2000, so the MRZ's birth date is 000101, a year 00 a reader must place in 2000",
    otherSurname: 'MAIKASUWA',
    // The day before: another year, and another century in two digits (991231).
    otherDateOfBirth: '1999-12-31',
    otherGivenNames: 'JAURO ISHAKU',
    forgedSurname: "DAN'ASABE",
    forgedDateOfBirth: '2001-01-01',
    mrzPerson: { surname: 'GBAZU', givenNames: 'BONZENA LAU', dateOfBirth: '1998-04-30', sex: 'M' },
    look: { skin: '#5e3d28', headwear: 'cap', clothes: '#3c6e47', hair: '#17110d' },
  },
  {
    key: 'izzi',
    people: 'Izzi (Abakaliki, Ebonyi State)',
    state: 'EBONYI',
    lga: 'IZZI',
    surname: 'NWỌGBAGA',
    givenNames: 'ỤDỌ NNEKA',
    sex: 'F',
    dateOfBirth: '1983-12-31',
    placeOfBirth: 'IBOKO',
    address: '8 OGBAGA ROAD, ABAKALIKI',
    occupation: 'TRADER',
    height: '1.61',
    bloodGroup: 'AB-',
    licenceCentre: 'ABK',
    hardCase: 'dots under vowels (Ọ, Ụ) in the surname and a given name, which the MRZ writes as plain O and U; born 31 December',
    otherSurname: 'NWỌKPỌ',
    otherDateOfBirth: '1983-12-13',
    otherGivenNames: 'CHIOMA NNEKA',
    // The dot under the vowel dropped is a spelling a reader may fold; the forger changed a letter as well.
    forgedSurname: 'NWOGBANA',
    forgedDateOfBirth: '1988-12-31',
    mrzPerson: { surname: 'ALEKE', givenNames: 'CHINWE OGBONNE', dateOfBirth: '1980-08-08', sex: 'F' },
    look: { skin: '#6d4329', headwear: 'scarf', clothes: '#8e44ad', hair: '#1b1410' },
  },
  {
    key: 'ngas',
    people: 'Ngas (Pankshin, Plateau State)',
    state: 'PLATEAU',
    lga: 'PANKSHIN',
    surname: 'GOSHWE',
    givenNames: 'NANLE D',
    sex: 'F',
    dateOfBirth: '1971-06-15',
    placeOfBirth: 'PANKSHIN',
    address: 'NO. 17 TAMBES STREET, PANKSHIN',
    occupation: 'HEADMISTRESS',
    height: '1.59',
    bloodGroup: 'A-',
    licenceCentre: 'PKN',
    hardCase: 'a one-letter second given name (the initial D printed alone, GOSHWE<<NANLE<D in the MRZ), easy to drop or join to the first',
    otherSurname: 'DASHE',
    otherDateOfBirth: '1971-05-15',
    otherGivenNames: 'KANGKUM D',
    forgedSurname: 'GOSHWA',
    forgedDateOfBirth: '1977-06-15',
    mrzPerson: { surname: 'DAKUM', givenNames: 'NAANMIAP LONGBAP', dateOfBirth: '1969-10-02', sex: 'F' },
    look: { skin: '#674330', headwear: 'wrap', clothes: '#d35400', hair: '#1a130e' },
  },
];

export const personOf = (key: PersonKey): Person => personIn(people, key);
