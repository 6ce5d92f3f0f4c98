import { personIn, titleCase, type BlindPerson, type OtherIdentity } from '../blind-kit/people.js';

export { titleCase, type OtherIdentity };

/**
 * The eleventh set's six invented people, from six Nigerian peoples no earlier set used, each named as
 * that people names its children, and each carrying a case that troubles readers and that no
 * earlier set stressed. No one here is a real person; any likeness of a whole name to a real one is
 * chance.
 */

export type PersonKey = 'ejagham' | 'kilba' | 'bura' | 'alago' | 'okrika' | 'ibani';

export interface Person extends BlindPerson<PersonKey> {
  /** Whether the sibling's given names share a middle name with the holder's or are wholly different. */
  siblingShares: 'middle name' | 'nothing';
  /** viz-given: the given names a forger printed over the visual zone (MRZ and record keep the true ones). */
  forgedGivenNames: string;
  /** viz-dob: the birth date a forger printed over the visual zone (MRZ and record keep the true one). */
  forgedDateOfBirth: string;
  /** The drawn portrait (no face of a real person is used). */
  look: { skin: string; hair: 'short' | 'bald' | 'braids' | 'scarf' | 'cap' | 'turban'; wrap: string; clothes: string; beard: boolean; glasses: boolean; grey: boolean };
}

export const people: readonly Person[] = [
  {
    key: 'ejagham',
    people: 'Ejagham (Ekoi; Etung, Cross River State)',
    state: 'CROSS RIVER',
    lga: 'ETUNG',
    surname: 'NKONGHO',
    givenNames: 'TAKON ARREY EBOT',
    sex: 'M',
    dateOfBirth: '1964-07-22',
    placeOfBirth: 'AJASSOR',
    address: '7 AGBOKIM ROAD, EFFRAYA, ETUNG',
    occupation: 'CIVIL ENGINEER',
    height: '1.78',
    bloodGroup: 'O+',
    licenceCentre: 'ETG',
    hardCase:
      'three given names (TAKON ARREY EBOT: TAKON<ARREY<EBOT in the MRZ): a reader that keeps two given names, or takes the last for a surname, loses one; NKONGHO has the NGH cluster OCR may read as NCH or NGI',
    otherSurname: 'TABOT',
    otherDateOfBirth: '1964-07-12',
    otherGivenNames: 'OJONG ARREY BESONG',
    siblingShares: 'middle name',
    forgedSurname: 'NKONGO',
    forgedGivenNames: 'TAKON AYUK EBOT',
    forgedDateOfBirth: '1966-07-22',
    mrzPerson: { surname: 'ENOW', givenNames: 'EYONG AGBOR', dateOfBirth: '1961-02-09', sex: 'M' },
    look: { skin: '#4f3121', hair: 'short', wrap: '#1b1b1b', clothes: '#f2efe6', beard: true, glasses: true, grey: true },
  },
  {
    key: 'kilba',
    people: 'Kilba (Hong, Adamawa State)',
    state: 'ADAMAWA',
    lga: 'HONG',
    surname: 'MSHELBWALA',
    givenNames: 'WADZANI',
    sex: 'F',
    dateOfBirth: '2008-03-14',
    placeOfBirth: 'HONG',
    address: '15 GARAHA ROAD, HONG',
    occupation: 'STUDENT',
    height: '1.62',
    bloodGroup: 'B+',
    licenceCentre: 'HNG',
    hardCase:
      'born in 2008, eighteen when the set was built: an MRZ year 08 that must be 2008, a licence first issued in 2026 and a voter card barely allowed; a single given name and a ten-letter surname (MSHELBWALA) with the MSH and BW clusters',
    otherSurname: 'PWANAGHA',
    otherDateOfBirth: '2008-04-14',
    otherGivenNames: 'RAHILA',
    siblingShares: 'nothing',
    forgedSurname: 'MSHELBWALLA',
    forgedGivenNames: 'WADZANE',
    forgedDateOfBirth: '2006-03-14',
    mrzPerson: { surname: 'IJAI', givenNames: 'LAMI HALIMA', dateOfBirth: '2005-10-02', sex: 'F' },
    look: { skin: '#5a3a27', hair: 'braids', wrap: '#1a120d', clothes: '#2e86c1', beard: false, glasses: false, grey: false },
  },
  {
    key: 'bura',
    people: 'Bura (Biu, Borno State)',
    state: 'BORNO',
    lga: 'BIU',
    surname: 'KWAJAFFA',
    givenNames: 'HAJJA AISSA',
    sex: 'F',
    dateOfBirth: '1971-05-19',
    placeOfBirth: 'BIU',
    address: '22 MANDARAGIRAU ROAD, BIU',
    occupation: 'NURSE',
    height: '1.66',
    bloodGroup: 'A+',
    licenceCentre: 'BIU',
    hardCase:
      'a doubled letter in every name (KWAJAFFA, HAJJA, AISSA): a reader that collapses a double letter, or doubles a single one, misspells all three; the altered page prints KWAJAFA, one F dropped, the way a sister might spell it',
    otherSurname: 'THLAMA',
    otherDateOfBirth: '1971-05-09',
    otherGivenNames: 'YAGANA AISSA',
    siblingShares: 'middle name',
    forgedSurname: 'KWAJAFA',
    forgedGivenNames: 'HAJJA AISHA',
    forgedDateOfBirth: '1974-05-19',
    mrzPerson: { surname: 'BALAMI', givenNames: 'ZARA MWAJIM', dateOfBirth: '1975-08-30', sex: 'F' },
    look: { skin: '#5b3b28', hair: 'scarf', wrap: '#1f6f5c', clothes: '#1f6f5c', beard: false, glasses: false, grey: false },
  },
  {
    key: 'alago',
    people: 'Alago (Awe and Doma, Nasarawa State)',
    state: 'NASARAWA',
    lga: 'AWE',
    surname: 'AWE',
    givenNames: 'ADI OSABO',
    sex: 'M',
    dateOfBirth: '1958-06-03',
    placeOfBirth: 'AWE',
    address: 'SARKIN AWE STREET, AWE',
    occupation: 'SALT TRADER',
    height: '1.70',
    bloodGroup: 'B-',
    licenceCentre: 'AWE',
    hardCase:
      'a surname that is also the town printed elsewhere on the card (AWE: place of birth, LGA, address, the licence number\'s centre): a reader that finds the surname by searching for a known word, or drops a word it has already read, takes the wrong AWE or none',
    otherSurname: 'AGWADU',
    otherDateOfBirth: '1958-03-06',
    otherGivenNames: 'ARI OSABO',
    siblingShares: 'middle name',
    forgedSurname: 'AWU',
    forgedGivenNames: 'ADI OSAGIE',
    forgedDateOfBirth: '1968-06-03',
    mrzPerson: { surname: 'ONYOCHE', givenNames: 'AKWE ANDREW', dateOfBirth: '1955-01-17', sex: 'M' },
    look: { skin: '#4b2d1d', hair: 'cap', wrap: '#3d2b6b', clothes: '#d9c9a3', beard: false, glasses: true, grey: true },
  },
  {
    key: 'okrika',
    people: 'Okrika (Okrika, Rivers State)',
    state: 'RIVERS',
    lga: 'OKRIKA',
    surname: 'IBIAMA',
    givenNames: 'TAMUNOSIKI DAMIEBI',
    sex: 'F',
    dateOfBirth: '1979-11-06',
    placeOfBirth: 'OKRIKA',
    address: '3 ADUKU STREET, OKRIKA TOWN',
    occupation: 'FISH SELLER',
    height: '1.60',
    bloodGroup: 'O-',
    licenceCentre: 'OKR',
    hardCase:
      'born in November, the month every document of hers expires in (06 NOV 1979 beside an expiry in November): a reader that pairs a date with its label by month, or takes the first November date, swaps them; a ten-letter first name',
    otherSurname: 'SEKIBO',
    otherDateOfBirth: '1979-11-16',
    otherGivenNames: 'IBINABO SOALA',
    siblingShares: 'nothing',
    forgedSurname: 'IBIAMO',
    forgedGivenNames: 'TAMUNOTONYE DAMIEBI',
    forgedDateOfBirth: '1979-01-06',
    mrzPerson: { surname: 'MINIMAH', givenNames: 'SOBIBOR ERE', dateOfBirth: '1982-04-21', sex: 'F' },
    look: { skin: '#4a2b1b', hair: 'scarf', wrap: '#c0392b', clothes: '#f1c40f', beard: false, glasses: false, grey: false },
  },
  {
    key: 'ibani',
    people: 'Ibani (Bonny, Rivers State)',
    state: 'RIVERS',
    lga: 'BONNY',
    surname: 'MACPEPPLE',
    givenNames: 'IBIFURO BOMA',
    sex: 'M',
    dateOfBirth: '1990-01-27',
    placeOfBirth: 'BONNY',
    address: '11 KING PERRY ROAD, BONNY',
    occupation: 'MARINE ENGINEER',
    height: '1.83',
    bloodGroup: 'AB+',
    licenceCentre: 'BNY',
    hardCase:
      'a surname with a prefix (MAC, as the Bonny houses write it, MACPEPPLE in one word): a reader may split it (MAC PEPPLE), take MAC for a title, or read MC; a double P after it',
    otherSurname: 'ALLISON',
    otherDateOfBirth: '1990-07-27',
    otherGivenNames: 'SOGBEYE TONYE',
    siblingShares: 'nothing',
    forgedSurname: 'MACPEPPER',
    forgedGivenNames: 'IBIFURO BOMI',
    forgedDateOfBirth: '1990-01-17',
    mrzPerson: { surname: 'HART', givenNames: 'DIEPRIYE ADA', dateOfBirth: '1988-12-05', sex: 'M' },
    look: { skin: '#553624', hair: 'bald', wrap: '#1b1b1b', clothes: '#1c2833', beard: true, glasses: false, grey: false },
  },
];

export const personOf = (key: PersonKey): Person => personIn(people, key);
