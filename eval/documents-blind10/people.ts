import { personIn, titleCase, type BlindPerson, type OtherIdentity } from '../blind-kit/people.js';

export { titleCase, type OtherIdentity };

/**
 * The tenth set's six invented people, from six Nigerian peoples no earlier set used, each named as
 * that people names its children, and each carrying a case that troubles readers and that no
 * earlier set stressed. No one here is a real person; any likeness of a whole name to a real one is
 * chance.
 */

export type PersonKey = 'kambari' | 'bade' | 'eggon' | 'mambilla' | 'oron' | 'yakurr';

export interface Person extends BlindPerson<PersonKey> {
  /** How the record's surname relates to the printed one: no shared part, or a sibling's spelling one letter apart. */
  otherSurnameIs: 'unrelated' | 'one letter apart';
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
    key: 'kambari',
    people: 'Kambari (Kainji Lake, Niger State)',
    state: 'NIGER',
    lga: 'MAGAMA',
    surname: 'DAN LADI',
    givenNames: 'AUDU KARIMU',
    sex: 'M',
    dateOfBirth: '1931-12-31',
    placeOfBirth: 'NASKO',
    address: 'UNGUWAN SARKI, NASKO, MAGAMA LGA',
    occupation: 'FISHERMAN',
    height: '1.69',
    bloodGroup: 'A+',
    licenceCentre: 'NSK',
    hardCase:
      'a surname of two words (DAN LADI, "son of Ladi": DAN<LADI in the MRZ, where it looks like a surname and a given name); ninety-four, born on 31 December 1931: an MRZ year 31 that must be 1931, and a day 31 that no reader may take for a month',
    otherSurname: 'GWAMNA',
    otherSurnameIs: 'unrelated',
    otherDateOfBirth: '1931-12-13',
    otherGivenNames: 'SANI YAWURI',
    siblingShares: 'nothing',
    // The father's name in it changed: DAN LADI becomes DAN LAWAL.
    forgedSurname: 'DAN LAWAL',
    forgedGivenNames: 'AUWALU KARIMU',
    forgedDateOfBirth: '1937-12-31',
    mrzPerson: { surname: 'KAMBARI', givenNames: 'BAWA MAGAJI', dateOfBirth: '1940-04-18', sex: 'M' },
    look: { skin: '#5b3a26', hair: 'turban', wrap: '#f3efe4', clothes: '#dcd6c4', beard: true, glasses: true, grey: true },
  },
  {
    key: 'bade',
    people: 'Bade (Gashua, Yobe State)',
    state: 'YOBE',
    lga: 'BADE',
    surname: "MA'AJI",
    givenNames: 'FATI BULAMA',
    sex: 'F',
    dateOfBirth: '1988-02-29',
    placeOfBirth: 'GASHUA',
    address: '12 SARKIN BADE ROAD, GASHUA',
    occupation: 'PHARMACIST',
    height: '1.64',
    bloodGroup: 'B+',
    licenceCentre: 'GSH',
    hardCase:
      "an apostrophe inside the surname (MA'AJI, the treasurer's title: MAAJI in the MRZ, which drops it); born on 29 February 1988, a day only leap years have (the record's other birth date is the day after, 1 March)",
    otherSurname: 'GUBANA',
    otherSurnameIs: 'unrelated',
    otherDateOfBirth: '1988-03-01',
    otherGivenNames: 'HADIZA BULAMA',
    siblingShares: 'middle name',
    // Another name with an apostrophe, so the forged page still has one.
    forgedSurname: "MA'AZU",
    // The long form of the short name.
    forgedGivenNames: 'FATIMA BULAMA',
    forgedDateOfBirth: '1986-02-28',
    mrzPerson: { surname: 'LAWAN', givenNames: 'AISHA GAMBO', dateOfBirth: '1990-09-14', sex: 'F' },
    look: { skin: '#6b4430', hair: 'scarf', wrap: '#8e2f5a', clothes: '#8e2f5a', beard: false, glasses: false, grey: false },
  },
  {
    key: 'eggon',
    people: 'Eggon (Nasarawa Eggon, Nasarawa State)',
    state: 'NASARAWA',
    lga: 'NASARAWA EGGON',
    surname: 'ANJUGU',
    givenNames: 'EWUGA JOSHUA',
    sex: 'M',
    dateOfBirth: '1999-05-01',
    placeOfBirth: 'WAKAMA',
    address: '4 MADA HILLS ROAD, NASARAWA EGGON',
    occupation: 'LABORATORY SCIENTIST',
    height: '1.80',
    bloodGroup: 'O+',
    licenceCentre: 'NEG',
    hardCase:
      "born on the 1st of May (01/05, which the other order reads 5 January); the authority's other surname is his brother's spelling of the family name, one letter apart (ANJUGO): a lenient name match would take it for the same",
    otherSurname: 'ANJUGO',
    otherSurnameIs: 'one letter apart',
    otherDateOfBirth: '1999-01-05',
    otherGivenNames: 'ALUMAGA JOSHUA',
    siblingShares: 'middle name',
    forgedSurname: 'ANZUGU',
    forgedGivenNames: 'EWUGA JOSIAH',
    forgedDateOfBirth: '1999-05-11',
    mrzPerson: { surname: 'AKWASHIKI', givenNames: 'OMBUGU DANIEL', dateOfBirth: '1997-08-23', sex: 'M' },
    look: { skin: '#4e3020', hair: 'short', wrap: '#1b1b1b', clothes: '#2c5d8a', beard: false, glasses: false, grey: false },
  },
  {
    key: 'mambilla',
    people: 'Mambilla (Gembu, Sardauna, Taraba State)',
    state: 'TARABA',
    lga: 'SARDAUNA',
    surname: 'BAJU',
    givenNames: 'BAJU',
    sex: 'M',
    dateOfBirth: '1975-10-30',
    placeOfBirth: 'GEMBU',
    address: 'TEA ESTATE ROAD, KAKARA, GEMBU',
    occupation: 'TEA PLANTER',
    height: '1.72',
    bloodGroup: 'AB+',
    licenceCentre: 'GMB',
    hardCase:
      'one given name, the same as the surname (BAJU BAJU; BAJU<<BAJU in the MRZ): a reader that strips the surname from the names, or takes a repeated word for a misread, is left with nothing or one name',
    otherSurname: 'NYAMSI',
    otherSurnameIs: 'unrelated',
    otherDateOfBirth: '1975-03-30',
    otherGivenNames: 'KWANGA',
    siblingShares: 'nothing',
    forgedSurname: 'BAJO',
    forgedGivenNames: 'BAJI',
    forgedDateOfBirth: '1973-10-30',
    mrzPerson: { surname: 'TIZHE', givenNames: 'JAMES BAGU', dateOfBirth: '1978-12-02', sex: 'M' },
    look: { skin: '#553522', hair: 'cap', wrap: '#6d2f1e', clothes: '#4b5320', beard: true, glasses: false, grey: false },
  },
  {
    key: 'oron',
    people: 'Oron (Oron, Akwa Ibom State)',
    state: 'AKWA IBOM',
    lga: 'ORON',
    surname: 'ITA',
    givenNames: 'UDO ANI',
    sex: 'M',
    dateOfBirth: '1983-03-08',
    placeOfBirth: 'ORON',
    address: '9 BEACH ROAD, ORON',
    occupation: 'BOAT BUILDER',
    height: '1.76',
    bloodGroup: 'O-',
    licenceCentre: 'ORN',
    hardCase:
      'very short names, three letters each (ITA; UDO ANI): a reader may take them for noise, initials or a code, and the MRZ is mostly fillers (ITA<<UDO<ANI<<<...)',
    otherSurname: 'EKPO',
    otherSurnameIs: 'unrelated',
    otherDateOfBirth: '1983-08-03',
    otherGivenNames: 'ESE ANI',
    siblingShares: 'middle name',
    forgedSurname: 'ITU',
    forgedGivenNames: 'UDO AMI',
    forgedDateOfBirth: '1985-03-08',
    mrzPerson: { surname: 'UMOH', givenNames: 'EFFIONG OKON', dateOfBirth: '1980-06-25', sex: 'M' },
    look: { skin: '#4a2c1c', hair: 'bald', wrap: '#1b1b1b', clothes: '#f0f0f0', beard: true, glasses: false, grey: false },
  },
  {
    key: 'yakurr',
    people: 'Yakurr (Ugep, Cross River State)',
    state: 'CROSS RIVER',
    lga: 'YAKURR',
    surname: 'OBETEN',
    givenNames: 'DELIVERANCE IKPI',
    sex: 'F',
    dateOfBirth: '2002-09-17',
    placeOfBirth: 'UGEP',
    address: '31 LEBOKU STREET, UGEP',
    occupation: 'STUDENT',
    height: '1.67',
    bloodGroup: 'A-',
    licenceCentre: 'UGP',
    hardCase:
      "a first name that is a word of the document's labels: DELIVERANCE beside a passport's DATE DE DÉLIVRANCE (date of issue) and a licence's or slip's issue labels; a reader that skips label-like words, or takes the date after it, misreads her",
    otherSurname: 'UJONG',
    otherSurnameIs: 'unrelated',
    otherDateOfBirth: '2002-09-07',
    otherGivenNames: 'PRECIOUS ENYA',
    siblingShares: 'nothing',
    forgedSurname: 'OBETENG',
    forgedGivenNames: 'DELIVERANCE OFEM',
    forgedDateOfBirth: '2000-09-17',
    mrzPerson: { surname: 'EDU', givenNames: 'MARYANN UBI', dateOfBirth: '2001-01-29', sex: 'F' },
    look: { skin: '#5e3b26', hair: 'braids', wrap: '#1a120d', clothes: '#c0392b', beard: false, glasses: true, grey: false },
  },
];

export const personOf = (key: PersonKey): Person => personIn(people, key);
