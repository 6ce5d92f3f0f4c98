import { personIn, titleCase, type BlindPerson, type OtherIdentity } from '../blind-kit/people.js';

export { titleCase, type OtherIdentity };

/**
 * The thirteenth set's six invented people, from six Nigerian peoples no earlier set used (Baatonu,
 * Ngizim, Bajju, Igede, Ekpeye, Kuteb), each named as that people names its children, and each
 * carrying a case that troubles readers and that no earlier set stressed. No name word here is one an
 * earlier set's people used (check.ts reads their people.ts files and fails on any). No one here is a
 * real person; any likeness of a whole name to a real one is chance.
 */

export type PersonKey = 'bariba' | 'ngizim' | 'bajju' | 'igede' | 'ekpeye' | 'kuteb';

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
    key: 'bariba',
    people: 'Baatonu (Bariba; Kosubosu, Baruten, Kwara State)',
    state: 'KWARA',
    lga: 'BARUTEN',
    surname: 'TCHABI',
    givenNames: 'SERO WOROU',
    sex: 'M',
    dateOfBirth: '1981-06-14',
    placeOfBirth: 'KOSUBOSU',
    address: '11 CHIKANDA ROAD, KOSUBOSU',
    occupation: 'YAM FARMER',
    height: '1.79',
    bloodGroup: 'O+',
    licenceCentre: 'BRT',
    delimitation: '23-03-06-014',
    hardCase:
      'names spelt as the Baatombu across the Benin border write them, in French letters (TCH for CH, OU for U: TCHABI, WOROU): a reader, a dictionary or a language model that puts them into a Nigerian spelling reads CHABI or WORU, which is what the altered passport prints',
    otherSurname: 'DAGBA',
    otherDateOfBirth: '1981-07-14',
    otherGivenNames: 'GANI BIO',
    siblingShares: 'nothing',
    forgedSurname: 'CHABI',
    forgedGivenNames: 'SERO WORU',
    forgedDateOfBirth: '1981-06-19',
    mrzPerson: { surname: 'KORA', givenNames: 'DOKO SABI', dateOfBirth: '1978-01-26', sex: 'M' },
    look: { skin: '#5a3a24', headwear: 'kufi', clothes: '#e9e2cf', hair: '#17110d', beard: true, glasses: false },
  },
  {
    key: 'ngizim',
    people: 'Ngizim (Damagum, Fune, Yobe State)',
    state: 'YOBE',
    lga: 'FUNE',
    surname: 'NGADDA',
    givenNames: 'BINTU KELLU',
    sex: 'F',
    dateOfBirth: '1993-02-17',
    placeOfBirth: 'DAMAGUM',
    address: '4 GASHUA ROAD, DAMAGUM',
    occupation: 'TAILOR',
    height: '1.62',
    bloodGroup: 'A+',
    licenceCentre: 'DMG',
    delimitation: '35-05-03-008',
    hardCase:
      "a surname that begins with NGA, the issuing state's code: the MRZ's first line reads P<NGANGADDA<<BINTU<KELLU, so a reader that finds the surname by stripping P<NGA (or NGA wherever it stands) takes NGA off twice and reads DDA, or keeps it once too often",
    otherSurname: 'GONIRI',
    otherDateOfBirth: '1993-02-07',
    otherGivenNames: 'FALMATA KELLU',
    siblingShares: 'middle name',
    forgedSurname: 'NGADA',
    forgedGivenNames: 'BINTA KELLU',
    forgedDateOfBirth: '1995-02-17',
    mrzPerson: { surname: 'MAIRAMI', givenNames: 'KALTUMI YANA', dateOfBirth: '1991-10-09', sex: 'F' },
    look: { skin: '#5c3a22', headwear: 'hijab', clothes: '#34495e', hair: '#15100c', beard: false, glasses: false },
  },
  {
    key: 'bajju',
    people: 'Bajju (Jju; Zonkwa, Zangon Kataf, Kaduna State)',
    state: 'KADUNA',
    lga: 'ZANGON KATAF',
    surname: 'KAZAH',
    givenNames: 'NINA TABITHA',
    sex: 'F',
    dateOfBirth: '1996-11-22',
    placeOfBirth: 'ZONKWA',
    address: '6 KAFANCHAN ROAD, ZONKWA',
    occupation: 'NURSE',
    height: '1.69',
    bloodGroup: 'B+',
    licenceCentre: 'ZKW',
    delimitation: '18-21-04-019',
    hardCase:
      'a first given name that begins with NIN, the label every slip and card prints beside its number (NINA): a reader that finds the NIN by its label, or takes a word starting NIN for it, looks for eleven digits beside her name; her sibling in the record shares her middle name TABITHA',
    otherSurname: 'BITYONG',
    otherDateOfBirth: '1996-12-02',
    otherGivenNames: 'DORCAS TABITHA',
    siblingShares: 'middle name',
    forgedSurname: 'KAZAR',
    forgedGivenNames: 'NINA TABITA',
    forgedDateOfBirth: '1996-11-12',
    mrzPerson: { surname: 'KANTIOK', givenNames: 'LYDIA HANNAH', dateOfBirth: '1994-04-28', sex: 'F' },
    look: { skin: '#4f301e', headwear: 'none', clothes: '#c0392b', hair: '#120d0a', beard: false, glasses: true },
  },
  {
    key: 'igede',
    people: 'Igede (Oju, Benue State)',
    state: 'BENUE',
    lga: 'OJU',
    surname: 'OGIRI',
    givenNames: 'UKANYAOHE PHOEBE',
    sex: 'F',
    dateOfBirth: '1988-09-30',
    placeOfBirth: 'OJU',
    address: '19 OBOTU ROAD, OJU',
    occupation: 'CIVIL SERVANT',
    height: '1.66',
    bloodGroup: 'O-',
    licenceCentre: 'OJU',
    delimitation: '07-19-02-006',
    hardCase:
      "born on 30 September, the month printers spell in most ways: SEP on the booklet's English side and SEPT on its French one (30 SEP/SEPT 1988), Sept on the licence that writes British abbreviations, SEPTEMBER written out on the older voter's card; a reader that knows only three-letter months misses two of them; her Igede first name UKANYAOHE (\"God's time\") is nine letters of vowels and Y",
    otherSurname: 'OCHIGBO',
    otherDateOfBirth: '1988-09-03',
    otherGivenNames: 'OHENWUGA EUNICE',
    siblingShares: 'nothing',
    forgedSurname: 'OGERI',
    forgedGivenNames: 'UKANYOHE PHOEBE',
    forgedDateOfBirth: '1988-08-30',
    mrzPerson: { surname: 'OHEAJALE', givenNames: 'DAMARIS ONYEJE', dateOfBirth: '1986-06-02', sex: 'F' },
    look: { skin: '#5e3b25', headwear: 'gele', clothes: '#1f7a5a', hair: '#15100c', beard: false, glasses: false },
  },
  {
    key: 'ekpeye',
    people: 'Ekpeye (Ahoada, Rivers State)',
    state: 'RIVERS',
    lga: 'AHOADA EAST',
    surname: 'OGBONDA-AMADI',
    givenNames: 'CHUKWUEMEKA ONYEKACHUKWU OBI',
    sex: 'M',
    dateOfBirth: '1975-12-08',
    placeOfBirth: 'AHOADA',
    address: '27 UPATA ROAD, AHOADA',
    occupation: 'PETROLEUM ENGINEER',
    height: '1.82',
    bloodGroup: 'AB+',
    licenceCentre: 'AHD',
    delimitation: '32-02-07-021',
    hardCase:
      "a hyphenated surname and three given names that fill the MRZ's name field exactly to the end of the second given name (OGBONDA<AMADI<<CHUKWUEMEKA<ONYEKACHUKWU, 39 places), so the third, OBI, is dropped whole with no filler and no initial: a reader that expects a cut name to end in a letter or a filler, or that fails a page whose visual zone has a name the MRZ lacks, gets him wrong; the older voter's card wraps his surname at its hyphen onto a second line, and the registry writes it Ogbonda-Amadi",
    otherSurname: 'ELENWO',
    otherDateOfBirth: '1975-02-08',
    otherGivenNames: 'IKECHI ONYEKACHUKWU',
    siblingShares: 'middle name',
    forgedSurname: 'OGBUNDA-AMADI',
    forgedGivenNames: 'CHUKWUEMEKA ONYEKACHUKU OBI',
    forgedDateOfBirth: '1976-12-08',
    mrzPerson: { surname: 'WORGU', givenNames: 'IKENNA NWAOMA', dateOfBirth: '1973-03-19', sex: 'M' },
    look: { skin: '#4a2d1c', headwear: 'beret', clothes: '#1b2631', hair: '#120d0a', beard: true, glasses: true },
  },
  {
    key: 'kuteb',
    people: 'Kuteb (Takum, Taraba State)',
    state: 'TARABA',
    lga: 'TAKUM',
    surname: 'ASHUKWE',
    givenNames: 'ANDE SOLOMON',
    sex: 'M',
    dateOfBirth: '1984-03-05',
    placeOfBirth: 'TAKUM',
    address: '8 CHANCHANJI ROAD, TAKUM',
    occupation: 'MECHANIC',
    height: '1.74',
    bloodGroup: 'A-',
    licenceCentre: 'TKM',
    delimitation: '34-13-05-002',
    hardCase:
      'born on 5 March: a day and a month of one digit each, which the 2023 voter\'s card prints without leading zeros (5/3/1984, eight characters where every other numeric date has ten) and the record-dob case holds the other way round (3 May); a reader that expects two-digit days and months, or a fixed-width date, loses it',
    otherSurname: 'TSOKWA',
    otherDateOfBirth: '1984-05-03',
    otherGivenNames: 'AKWENA TIMOTHY',
    siblingShares: 'nothing',
    forgedSurname: 'ASHUKWU',
    forgedGivenNames: 'ANDE SOLOMAN',
    forgedDateOfBirth: '1984-03-15',
    mrzPerson: { surname: 'KENTEBE', givenNames: 'SHIAKI JACOB', dateOfBirth: '1982-07-21', sex: 'M' },
    look: { skin: '#533522', headwear: 'none', clothes: '#7d3c98', hair: '#17110d', beard: false, glasses: false },
  },
];

export const personOf = (key: PersonKey): Person => personIn(people, key);
