import { personIn, titleCase, type BlindPerson, type OtherIdentity } from '../blind-kit/people.js';

export { titleCase, type OtherIdentity };

/**
 * The ninth set's six invented people, from six Nigerian peoples no earlier set used, each named as
 * that people names its children, and each carrying a case that troubles readers and that no
 * earlier set stressed. No one here is a real person; any likeness of a whole name to a real one is
 * chance.
 */

export type PersonKey = 'ika' | 'shuwa' | 'kamwe' | 'bokyi' | 'ukwuani' | 'tangale';

export interface Person extends BlindPerson<PersonKey> {
  /** Whether the sibling's given names share a middle name with the holder's or are wholly different. */
  siblingShares: 'middle name' | 'nothing';
  /** viz-dob: the birth date a forger printed over the visual zone (MRZ and record keep the true one). */
  forgedDateOfBirth: string;
  /** Colours of the drawn portrait (no face of a real person is used). */
  look: { skin: string; headwear: 'none' | 'kufi' | 'gele' | 'hijab' | 'beret'; clothes: string; hair: string; beard: boolean; glasses: boolean };
}

export const people: readonly Person[] = [
  {
    key: 'ika',
    people: 'Ika (Agbor, Delta State)',
    state: 'DELTA',
    lga: 'IKA SOUTH',
    surname: 'SUNDAY',
    givenNames: 'NKECHI PATIENCE',
    sex: 'F',
    dateOfBirth: '1992-08-17',
    placeOfBirth: 'AGBOR',
    address: '15 OLD LAGOS-ASABA ROAD, AGBOR',
    occupation: 'NURSE',
    height: '1.66',
    bloodGroup: 'O+',
    licenceCentre: 'AGB',
    hardCase: "a surname that is a common English word (SUNDAY, her father's day name) and a second given name that is one too (PATIENCE): a reader may take either for words of the document rather than a name",
    otherSurname: 'OKOBI',
    otherDateOfBirth: '1993-08-17',
    otherGivenNames: 'NKEMDILIM PATIENCE',
    siblingShares: 'middle name',
    // Another weekday: the printed surname is still an English word.
    forgedSurname: 'MONDAY',
    forgedDateOfBirth: '1992-03-17',
    mrzPerson: { surname: 'ONYEMAECHI', givenNames: 'UJU VIVIAN', dateOfBirth: '1990-02-11', sex: 'F' },
    look: { skin: '#6a4029', headwear: 'gele', clothes: '#1f7a5a', hair: '#17110d', beard: false, glasses: false },
  },
  {
    key: 'shuwa',
    people: 'Shuwa Arab (Dikwa, Borno State)',
    state: 'BORNO',
    lga: 'DIKWA',
    surname: 'AL-AMIN',
    givenNames: 'MAHAMAT ABAKAR',
    sex: 'M',
    dateOfBirth: '1946-02-09',
    placeOfBirth: 'DIKWA',
    address: 'NO. 7 SHEHU LAMINU WAY, DIKWA',
    occupation: 'CATTLE DEALER',
    height: '1.81',
    bloodGroup: 'B+',
    licenceCentre: 'DKW',
    hardCase: 'an Arabic-derived surname with the AL- prefix (AL<AMIN in the MRZ, easy to drop or to join); born 9 February 1946: a day 09 that a numeric date makes 09/02 (or 02/09 read the other way), and a two-digit year 46 the MRZ must place in 1946, not 2046',
    otherSurname: 'ABBAKURA',
    otherDateOfBirth: '1946-09-02',
    otherGivenNames: 'ISSA YUNUS',
    siblingShares: 'nothing',
    // Another Arabic article: the prefix changed, the rest left.
    forgedSurname: 'EL-AMIN',
    forgedDateOfBirth: '1956-02-09',
    mrzPerson: { surname: 'DAHAB', givenNames: 'ADOUM HASSAN', dateOfBirth: '1951-06-30', sex: 'M' },
    look: { skin: '#7a5232', headwear: 'kufi', clothes: '#efe9da', hair: '#e0dcd2', beard: true, glasses: true },
  },
  {
    key: 'kamwe',
    people: 'Kamwe, also called Higi (Michika, Adamawa State)',
    state: 'ADAMAWA',
    lga: 'MICHIKA',
    surname: 'KWAJI',
    givenNames: 'HYELADZIRAMAWANDIYE',
    sex: 'F',
    dateOfBirth: '1999-11-11',
    placeOfBirth: 'MICHIKA',
    address: 'BEHIND EYN CHURCH, MICHIKA',
    occupation: 'TEACHER',
    height: '1.62',
    bloodGroup: 'A+',
    licenceCentre: 'MCK',
    hardCase: "a very long single given name (HYELADZIRAMAWANDIYE, nineteen letters, no space to split it) beside a five-letter surname; born 11 November, so day and month read alike either way",
    otherSurname: 'ZIRA',
    otherDateOfBirth: '1999-11-01',
    otherGivenNames: 'TUMBANENGKWA',
    siblingShares: 'nothing',
    forgedSurname: 'KWADI',
    forgedDateOfBirth: '1997-11-11',
    mrzPerson: { surname: 'VANDI', givenNames: 'NGIDA RHODA', dateOfBirth: '2000-05-14', sex: 'F' },
    look: { skin: '#5f3b27', headwear: 'hijab', clothes: '#6c3483', hair: '#15100c', beard: false, glasses: false },
  },
  {
    key: 'bokyi',
    people: 'Bokyi (Obudu, Cross River State)',
    state: 'CROSS RIVER',
    lga: 'OBUDU',
    surname: 'OSHILIM',
    givenNames: 'QUEEN OBOLI',
    sex: 'F',
    dateOfBirth: '1978-10-08',
    placeOfBirth: 'OBUDU',
    address: '22 UTUGWANG ROAD, OBUDU',
    occupation: 'CIVIL ENGINEER',
    height: '1.70',
    bloodGroup: 'AB+',
    licenceCentre: 'OBD',
    hardCase: 'letters OCR confuses with digits and each other: O/0/Q/D, S/5, I/1/L, B/8 (OSHILIM, QUEEN OBOLI); born 08 October 1978, a day an OCR may read as B',
    otherSurname: 'AGBOR',
    otherDateOfBirth: '1978-01-08',
    otherGivenNames: 'GLORIA OBOLI',
    siblingShares: 'middle name',
    // One letter OCR confuses, changed for real.
    forgedSurname: 'OSHILIN',
    forgedDateOfBirth: '1976-10-08',
    mrzPerson: { surname: 'UKPADA', givenNames: 'BRIDGET EKPE', dateOfBirth: '1981-04-22', sex: 'F' },
    look: { skin: '#55341f', headwear: 'none', clothes: '#b03a2e', hair: '#120d0a', beard: false, glasses: true },
  },
  {
    key: 'ukwuani',
    people: 'Ukwuani (Kwale, Delta State)',
    state: 'DELTA',
    lga: 'NDOKWA WEST',
    surname: 'EBOKA',
    givenNames: 'CHUKWU-EMEKA NWABUEZE',
    sex: 'M',
    dateOfBirth: '2001-07-21',
    placeOfBirth: 'KWALE',
    address: '3 UMUTU STREET, UTAGBA-OGBE, KWALE',
    occupation: 'SOFTWARE DEVELOPER',
    height: '1.77',
    bloodGroup: 'O-',
    licenceCentre: 'KWL',
    hardCase: 'a hyphenated first given name (CHUKWU-EMEKA, CHUKWU<EMEKA in the MRZ, where it looks like two names): a reader may split it, drop the hyphen or keep only CHUKWU',
    otherSurname: 'NWANZE',
    otherDateOfBirth: '2001-12-21',
    otherGivenNames: 'IFEANYI NWABUEZE',
    siblingShares: 'middle name',
    forgedSurname: 'EBOKO',
    forgedDateOfBirth: '2001-07-12',
    mrzPerson: { surname: 'OKOLIE', givenNames: 'NNAMDI VICTOR', dateOfBirth: '2002-03-03', sex: 'M' },
    look: { skin: '#4f3121', headwear: 'none', clothes: '#2e4053', hair: '#100b08', beard: false, glasses: false },
  },
  {
    key: 'tangale',
    people: 'Tangale (Billiri, Gombe State)',
    state: 'GOMBE',
    lga: 'BILLIRI',
    surname: 'YILA',
    givenNames: 'YILAKO YILAMBE',
    sex: 'M',
    dateOfBirth: '1964-12-05',
    placeOfBirth: 'BILLIRI',
    address: 'TODI WARD, KALTUNGO ROAD, BILLIRI',
    occupation: 'FARMER',
    height: '1.74',
    bloodGroup: 'A-',
    licenceCentre: 'BLR',
    hardCase: 'two given names that both begin with the whole surname (YILA; YILAKO YILAMBE): a reader that finds the surname by its letters, or strips it from the names, splits them wrongly',
    otherSurname: 'PINDAR',
    otherDateOfBirth: '1964-05-12',
    otherGivenNames: 'LAKAN DOGO',
    siblingShares: 'nothing',
    forgedSurname: 'YILAKO',
    forgedDateOfBirth: '1968-12-05',
    mrzPerson: { surname: 'TANKO', givenNames: 'BELLO KUNDI', dateOfBirth: '1960-08-19', sex: 'M' },
    look: { skin: '#5a3825', headwear: 'beret', clothes: '#7d6608', hair: '#2b2520', beard: true, glasses: false },
  },
];

export const personOf = (key: PersonKey): Person => personIn(people, key);
