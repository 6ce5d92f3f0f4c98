import { personIn, titleCase, type BlindPerson, type OtherIdentity } from '../blind-kit/people.js';

export { titleCase, type OtherIdentity };

/**
 * The twelfth set's six invented people, from six Nigerian peoples no earlier set used (Mwaghavul,
 * Goemai, Bolewa, Ogbia, Bekwarra, Ham), each named as that people names its children, and each
 * carrying a case that troubles readers and that no earlier set stressed. No name word here is one an
 * earlier set's people used (check.ts reads their people.ts files and fails on any). No one here is a
 * real person; any likeness of a whole name to a real one is chance.
 */

export type PersonKey = 'mwaghavul' | 'goemai' | 'bolewa' | 'ogbia' | 'bekwarra' | 'ham';

export interface Person extends BlindPerson<PersonKey> {
  /** INEC's delimitation (state, LGA, ward, polling unit codes) a voter's card prints. */
  delimitation: string;
  /** Whether the sibling's given names share a middle name with the holder's or are wholly different. */
  siblingShares: 'middle name' | 'nothing';
  /** viz-given: the given names a forger printed over the visual zone (MRZ and record keep the true ones). */
  forgedGivenNames: string;
  /** viz-dob: the birth date a forger printed over the visual zone (MRZ and record keep the true one). */
  forgedDateOfBirth: string;
  /** The drawn portrait (the tenth set's art; no face of a real person is used). */
  look: { skin: string; hair: 'short' | 'bald' | 'braids' | 'scarf' | 'cap' | 'turban'; wrap: string; clothes: string; beard: boolean; glasses: boolean; grey: boolean };
}

export const people: readonly Person[] = [
  {
    key: 'mwaghavul',
    people: 'Mwaghavul (Mupun; Mangu, Plateau State)',
    state: 'PLATEAU',
    lga: 'MANGU',
    surname: 'EZEKIEL',
    givenNames: 'NENDIRMWA NANRET',
    sex: 'F',
    dateOfBirth: '1983-05-21',
    placeOfBirth: 'MANGU',
    address: '14 PANYAM ROAD, MANGU',
    occupation: 'SCHOOL TEACHER',
    height: '1.64',
    bloodGroup: 'A+',
    licenceCentre: 'MGU',
    delimitation: '31-10-04-012',
    hardCase:
      "a surname that is a biblical first name (EZEKIEL, her father's baptismal name, as Plateau families often take it) before given names that are Mwaghavul (NENDIRMWA NANRET): a reader that decides which word is the surname by how it looks, not by its label or the MRZ's order, swaps them",
    otherSurname: 'DASHUWA',
    otherDateOfBirth: '1983-06-21',
    otherGivenNames: 'RIFKATU NENCHIN',
    siblingShares: 'nothing',
    forgedSurname: 'EZEKIAL',
    forgedGivenNames: 'NENDIRMWA NANLET',
    forgedDateOfBirth: '1983-05-27',
    mrzPerson: { surname: 'MANGVWAT', givenNames: 'KYENPIYA RUTH', dateOfBirth: '1980-09-12', sex: 'F' },
    look: { skin: '#4e2f1f', hair: 'braids', wrap: '#111111', clothes: '#8e44ad', beard: false, glasses: false, grey: false },
  },
  {
    key: 'goemai',
    people: 'Goemai (Shendam, Plateau State)',
    state: 'PLATEAU',
    lga: 'SHENDAM',
    surname: 'LONGJAN',
    givenNames: 'DANLAMI NAANSHAK',
    sex: 'M',
    dateOfBirth: '1970-01-01',
    placeOfBirth: 'SHENDAM',
    address: '3 KWANDE ROAD, SHENDAM',
    occupation: 'RICE FARMER',
    height: '1.75',
    bloodGroup: 'O+',
    licenceCentre: 'SHD',
    delimitation: '31-14-07-005',
    hardCase:
      'born on 1 January 1970, the day registries give a holder whose birthday nobody wrote down and the zero of Unix time (MRZ 700101; 01.01 in either order): a reader or a parser that takes 1970-01-01 for "no date", or drops a zero date, loses his birth date',
    otherSurname: 'DIMKA',
    // Day and month swapped: 01-10 for 10-01.
    otherDateOfBirth: '1970-10-01',
    otherGivenNames: 'KUMTONG NAANSHAK',
    siblingShares: 'middle name',
    forgedSurname: 'LONGJAM',
    forgedGivenNames: 'DANLAMI NAANSHAP',
    forgedDateOfBirth: '1970-01-07',
    mrzPerson: { surname: 'KWALLA', givenNames: 'PONFA DAMBO', dateOfBirth: '1968-04-19', sex: 'M' },
    look: { skin: '#4a2c1c', hair: 'cap', wrap: '#7b241c', clothes: '#f5f0e1', beard: true, glasses: false, grey: true },
  },
  {
    key: 'bolewa',
    people: 'Bolewa (Bole; Fika, Yobe State)',
    state: 'YOBE',
    lga: 'FIKA',
    surname: 'IDRISSA',
    givenNames: 'SULAIMANU ALHASSAN ABDULRAHMAN',
    sex: 'M',
    dateOfBirth: '1962-08-25',
    placeOfBirth: 'FIKA',
    address: '9 DANISKI ROAD, POTISKUM',
    occupation: 'CATTLE DEALER',
    height: '1.80',
    bloodGroup: 'B+',
    licenceCentre: 'PTK',
    delimitation: '35-06-02-021',
    hardCase:
      "three long given names that fill the passport MRZ's name field exactly (IDRISSA<<SULAIMANU<ALHASSAN<ABDULRAHMAN: 39 places, no filler and nothing cut): a reader that takes a full field for a cut one, or the last letter of line 1 for a filler or a check digit, loses or changes a letter; on the older voter's card his given names run onto a second line",
    otherSurname: 'NGAMDU',
    otherDateOfBirth: '1962-08-15',
    otherGivenNames: 'ADAMU BUKAR',
    siblingShares: 'nothing',
    forgedSurname: 'IDRISSU',
    forgedGivenNames: 'SULAIMANU ALHASAN ABDULRAHMAN',
    forgedDateOfBirth: '1965-08-25',
    mrzPerson: { surname: 'CIROMA', givenNames: 'BABAGANA MOMODU', dateOfBirth: '1960-03-03', sex: 'M' },
    look: { skin: '#5a3824', hair: 'turban', wrap: '#f2f2ea', clothes: '#e8e0cc', beard: true, glasses: true, grey: true },
  },
  {
    key: 'ogbia',
    people: 'Ogbia (Otuoke, Bayelsa State)',
    state: 'BAYELSA',
    lga: 'OGBIA',
    surname: 'TURNAH',
    givenNames: 'OLALIBO ERNEST',
    sex: 'M',
    dateOfBirth: '1992-09-14',
    placeOfBirth: 'OTUOKE',
    address: '21 OLOIBIRI ROAD, OTUOKE',
    occupation: 'OIL FIELD TECHNICIAN',
    height: '1.78',
    bloodGroup: 'O-',
    licenceCentre: 'OGB',
    delimitation: '06-05-03-017',
    hardCase:
      'an R before an N in the surname and in a given name (TURNAH, ERNEST): wherever they are printed or held in small letters (the verification printout, the NIMC record) the rn reads as an m (Tumah, Emest); the altered passport prints the English spelling TURNER',
    otherSurname: 'AMANGALA',
    otherDateOfBirth: '1992-09-24',
    otherGivenNames: 'EBELE GODSPOWER',
    siblingShares: 'nothing',
    forgedSurname: 'TURNER',
    forgedGivenNames: 'OLALIBO EARNEST',
    forgedDateOfBirth: '1992-07-14',
    mrzPerson: { surname: 'IGONIWARI', givenNames: 'OSAIN MADOCK', dateOfBirth: '1989-02-11', sex: 'M' },
    look: { skin: '#4d2e1e', hair: 'short', wrap: '#111111', clothes: '#1f618d', beard: false, glasses: false, grey: false },
  },
  {
    key: 'bekwarra',
    people: 'Bekwarra (Abuochiche, Cross River State)',
    state: 'CROSS RIVER',
    lga: 'BEKWARRA',
    surname: 'USHIE',
    givenNames: 'PRISCILLA AGABI',
    sex: 'F',
    dateOfBirth: '1986-07-07',
    placeOfBirth: 'ABUOCHICHE',
    address: '5 GAKEM ROAD, ABUOCHICHE',
    occupation: 'PALM OIL TRADER',
    height: '1.63',
    bloodGroup: 'AB-',
    licenceCentre: 'BKW',
    delimitation: '09-03-06-009',
    hardCase:
      "born on 7 July (07 07: the day and the month read alike in either order), and her driver's licence, which runs to its holder's birthday, expires on 07 07 too: the birth date and the expiry differ only in the year, so a reader that pairs dates with labels by their day and month cannot tell them apart",
    otherSurname: 'ODAMA',
    otherDateOfBirth: '1986-07-17',
    otherGivenNames: 'VICTORIA AGABI',
    siblingShares: 'middle name',
    forgedSurname: 'UCHIE',
    forgedGivenNames: 'PRISCILA AGABI',
    forgedDateOfBirth: '1988-07-07',
    mrzPerson: { surname: 'ASHIWERE', givenNames: 'ABIBANG GRACE', dateOfBirth: '1984-11-30', sex: 'F' },
    look: { skin: '#553522', hair: 'scarf', wrap: '#e67e22', clothes: '#f7dc6f', beard: false, glasses: false, grey: false },
  },
  {
    key: 'ham',
    people: 'Ham (Jaba; Kwoi, Kaduna State)',
    state: 'KADUNA',
    lga: 'JABA',
    surname: 'KURE',
    givenNames: 'HANATU NAOMI',
    sex: 'F',
    dateOfBirth: '1998-10-03',
    placeOfBirth: 'KWOI',
    address: '2 NOK ROAD, KWOI',
    occupation: 'FASHION DESIGNER',
    height: '1.67',
    bloodGroup: 'B-',
    licenceCentre: 'JBA',
    delimitation: '19-09-01-004',
    hardCase:
      'a four-letter surname one letter from English words (KURE: CURE, SURE, PURE): a reader that lets a dictionary or a language model correct what it reads prints a word; HANATU with one N where HANNATU is as common (the altered page doubles it); born 3 October (03/10, 10/03 read the other way, which is what her record-dob case holds)',
    otherSurname: 'KATUNG',
    otherDateOfBirth: '1998-03-10',
    otherGivenNames: 'JUMMAI NAOMI',
    siblingShares: 'middle name',
    forgedSurname: 'KUREH',
    forgedGivenNames: 'HANNATU NAOMI',
    forgedDateOfBirth: '1996-10-03',
    mrzPerson: { surname: 'ADUWAK', givenNames: 'SARATU ESTHER', dateOfBirth: '1997-05-22', sex: 'F' },
    look: { skin: '#5c3b27', hair: 'braids', wrap: '#111111', clothes: '#c0392b', beard: false, glasses: false, grey: false },
  },
];

export const personOf = (key: PersonKey): Person => personIn(people, key);
