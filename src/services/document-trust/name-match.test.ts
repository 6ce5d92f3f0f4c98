import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mrzCheckDigit } from '../../../test/helpers/documents.js';
import { fieldLabels, personLabels } from './handlers/field-labels.js';
import { readLayoutFields } from './handlers/layout-fields.js';
import { runHandlers } from './pipeline/handler-step.js';
import { votersCardHandler } from './handlers/voters-card.js';
import { cleanName, parseDate, repairByShape } from './handlers/text-fields.js';
import type { OcrLine } from './ocr/ocr-pool.js';
import { compareNames, compareZoneNames, mrzTransliteration } from './name-match.js';
import { compareGivenNames, compareSurnames, recordHoldsLetterPrintLacks, recordHoldsNames, replacedGivenNames, unpairedGivenNames } from './record-names.js';

describe('name matching', () => {
  it('survives order swaps, case, diacritics and spelling variants', () => {
    for (const [left, right] of [
      ['ADEYEMI CHIDINMA GRACE', 'Chidinma Grace Adeyemi'],
      ['Ọ̀ṢỌ́ BÚKỌ́LÁ', 'OSO BUKOLA'],
      ['MUHAMMAD SANI BELLO', 'Bello Mohammed Sani'],
      ['IBRAHEEM AISHAT', 'Ibrahim Aisha'],
    ]) {
      assert.equal(compareNames(left!, right!).verdict, 'match', `${left} ~ ${right}`);
    }
  });

  it('a missing middle name is partial or a match, another person is a mismatch', () => {
    assert.notEqual(compareNames('NWANKWO IFEOMA ADA', 'NWANKWO IFEOMA').verdict, 'mismatch');
    assert.equal(compareNames('ADEYEMI CHIDINMA GRACE', 'OGUNLEYE TUNDE SAMUEL').verdict, 'mismatch');
    assert.equal(compareNames('OKAFOR EMEKA', 'OKORO EMEKA').verdict !== 'match', true);
  });

  it('two given names run together by OCR are the same name; other letters run together are not', () => {
    assert.equal(compareNames('OYELARAN FOLAKECHUKWUDI', 'OYELARAN FOLAKE CHUKWUDI').verdict, 'match');
    assert.equal(compareNames('IWEALA ADE-OLUWA TITILAYO', 'IWEALA ADEOLUWATITILAYO').verdict, 'match');
    assert.notEqual(compareNames('OYELARAN FOLAKECHUKWUDI', 'OYELARAN FOLAKE CHINEDU').verdict, 'match');
    assert.equal(compareNames('OKEKE FOLAKECHUKWUDI', 'OYELARAN FOLAKE CHUKWUDI').verdict !== 'match', true);
  });
});

describe("a passport's two zones: one name, compared exactly after ICAO transliteration", () => {
  const line1 = (name: string) => `P<NGA${name}`.padEnd(44, '<').slice(0, 44);
  const zones = (mrzName: string, surname: string, givenNames: string, readLength = 44) => compareZoneNames({ mrzLine1: line1(mrzName), readLength, surname, givenNames }).verdict;
  /** The verdict and the parts named, without the per-character confidences (none were given). */
  const judged = (result: ReturnType<typeof compareZoneNames>) => ({ verdict: result.verdict, parts: result.parts, attributed: result.attributed });

  it('writes a printed name as the MRZ does: separators as filler, accents dropped, ICAO digraphs', () => {
    assert.equal(mrzTransliteration("ADEBAYO-OGUNDIPE"), 'ADEBAYO<OGUNDIPE');
    assert.equal(mrzTransliteration("Ọ̀ṢỌ́ BÚKỌ́LÁ"), 'OSO<BUKOLA');
    assert.equal(mrzTransliteration("D'ARTAGNAN"), 'D<ARTAGNAN');
    assert.equal(mrzTransliteration('MÜLLER'), 'MUELLER');
    assert.equal(mrzTransliteration('MÜLLER', true), 'MULLER');
    assert.equal(mrzTransliteration('ØSTERGÅRD'), 'OESTERGARD');
  });

  it('agrees on the same letters however OCR spaced them, read 0 for O, or the MRZ truncated the name', () => {
    assert.equal(zones('OKEKE<<IFEOMA<ADA', 'OKEKE', 'IFEOMA ADA'), 'agree');
    assert.equal(zones('OKEKE<<IFEOMA<ADA', 'OKEKE', 'IFEOMAADA'), 'agree');
    assert.equal(zones('OKEKE<<IFE0MA<ADA', 'OKEKE', 'IFEOMA ADA'), 'agree');
    assert.equal(zones('ADEBAYOOGUNDIPE<<OLUWASEUN', 'ADEBAYO-OGUNDIPE', 'OLUWASEUN'), 'agree');
    assert.equal(zones('DARTAGNAN<<JEAN', "D'ARTAGNAN", 'JEAN'), 'agree');
    assert.equal(zones('MULLER<<JURGEN', 'MÜLLER', 'JÜRGEN'), 'agree');
    // 39 characters: the MRZ ends in a letter, the printed name goes on.
    assert.equal(zones('OLUWADAMILARE<ADEYEMI<<OLUWASEUN<TEMITOPE<ADEBOLA', 'OLUWADAMILARE-ADEYEMI', 'OLUWASEUN TEMITOPE ADEBOLA'), 'agree');
  });

  it('differs on one letter changed, added or dropped, and names the printed part', () => {
    assert.deepEqual(judged(compareZoneNames({ mrzLine1: line1('OKEKE<<IFEOMA<ADA'), readLength: 44, surname: 'OKEKE', givenNames: 'IFEOMA ADE' })), { verdict: 'differ', parts: ['givenNames'], attributed: true });
    assert.deepEqual(judged(compareZoneNames({ mrzLine1: line1('OKEKE<<IFEOMA<ADA'), readLength: 44, surname: 'OKEKE', givenNames: 'IFEOMAADE' })), { verdict: 'differ', parts: ['givenNames'], attributed: true });
    assert.deepEqual(judged(compareZoneNames({ mrzLine1: line1('OKONKWO<<CHUKWUEMEKA'), readLength: 44, surname: 'OKONKWO-OBI', givenNames: 'CHUKWUEMEKA' })), { verdict: 'differ', parts: ['surname'], attributed: true });
    assert.equal(zones('OKEKE<<IFEOMA<ADA', 'OKEKE', 'IFEOMA'), 'differ');
    assert.equal(zones('ADEYEMI<<IFEOMA', 'ADEYEMO', 'IFEOMA'), 'differ');
    // A name that fits the field is not truncated: the printed name may not be longer.
    assert.equal(zones('OKEKE<<IFEOMA', 'OKEKE', 'IFEOMA ADA'), 'differ');
    // Truncation at the field's end (TEMITO) hides nothing before it.
    assert.equal(zones('OLUWADAMILARE<ADEYEMI<<OLUWASEUN<TEMITOPE<ADEBOLA', 'OLUWADAMILARE-ADEYEMI', 'OLUWASEUN TEMITAPE ADEBOLA'), 'differ');
  });

  it('says how confidently the differing characters themselves were read, on each side', () => {
    const mrz = line1('ADEYEMI<<IFEOMA');
    // The MRZ read clearly except its seventh name letter (the I of ADEYEMI, line position 11) at 40%.
    const mrzConfidences = Array.from(mrz, (_, i) => (i === 11 ? 0.4 : 0.97));
    // Printed ADEYEMO: a mean of 0.93 over the word, its O alone at 0.55.
    const surname = 'ADEYEMO';
    const surnameConfidences = [0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0.55];
    const result = compareZoneNames({ mrzLine1: mrz, readLength: 44, surname, givenNames: 'IFEOMA', confidences: { mrzLine1: mrzConfidences, surname: surnameConfidences, givenNames: [0.9, 0.9, 0.9, 0.9, 0.9, 0.9] } });
    assert.equal(result.verdict, 'differ');
    assert.deepEqual(result.differingRead, { mrz: 0.4, printed: 0.55 });
    // The same difference read clearly on both sides; the other letters' confidences do not count.
    const clear = compareZoneNames({ mrzLine1: mrz, readLength: 44, surname, givenNames: 'IFEOMA', confidences: { mrzLine1: Array.from(mrz, (_, i) => (i === 5 ? 0.3 : 0.98)), surname: [0.3, 0.99, 0.99, 0.99, 0.99, 0.99, 0.96], givenNames: [0.9, 0.9, 0.9, 0.9, 0.9, 0.9] } });
    assert.deepEqual(clear.differingRead, { mrz: 0.98, printed: 0.96 });
    // A letter the MRZ lacks has no MRZ character of its own: only the printed side is named (the MRZ line's mean judges the other).
    const dropped = compareZoneNames({ mrzLine1: line1('OKEKE<<IFEMA'), readLength: 44, surname: 'OKEKE', givenNames: 'IFEOMA', confidences: { mrzLine1: Array.from(line1('OKEKE<<IFEMA'), (_, i) => (i === 15 ? 0.5 : 0.95)), surname: [0.9, 0.9, 0.9, 0.9, 0.9], givenNames: [0.9, 0.9, 0.9, 0.7, 0.9, 0.9] } });
    assert.equal(dropped.verdict, 'differ');
    assert.deepEqual(dropped.differingRead, { mrz: undefined, printed: 0.7 });
    // A letter the print's read lacks (OCR dropped the E of ANYAEGBU) has no printed character of its
    // own: the printed side counts as read at 0, so the page is sent to a retake, not FAILed as altered.
    const lacking = compareZoneNames({ mrzLine1: line1('EZEONWUKA<ANYAEGBU<<AMAKA'), readLength: 44, surname: 'EZEONWUKA-ANYAGBU', givenNames: 'AMAKA', confidences: { mrzLine1: Array.from(line1('EZEONWUKA<ANYAEGBU<<AMAKA'), () => 0.97), surname: new Array<number>(17).fill(0.98), givenNames: [0.9, 0.9, 0.9, 0.9, 0.9] } });
    assert.equal(lacking.verdict, 'differ');
    assert.deepEqual(lacking.differingRead, { mrz: 0.97, printed: 0 });
    // So is a gap OCR read where the MRZ has a letter (`ANYA GBU`), with or without per-character confidences.
    const split = compareZoneNames({ mrzLine1: line1('EZEONWUKA<ANYAEGBU<<AMAKA'), readLength: 44, surname: 'EZEONWUKA-ANYA GBU', givenNames: 'AMAKA', confidences: { mrzLine1: Array.from(line1('EZEONWUKA<ANYAEGBU<<AMAKA'), () => 0.97) } });
    assert.equal(split.verdict, 'differ');
    assert.equal(split.differingRead?.printed, 0);
    // Without confidences nothing is claimed.
    assert.equal(compareZoneNames({ mrzLine1: mrz, readLength: 44, surname, givenNames: 'IFEOMA' }).differingRead?.mrz, undefined);
  });

  it('compares one printed part read alone with its own half of the MRZ field', () => {
    const part = (mrzName: string, surname: string | undefined, givenNames: string | undefined) => compareZoneNames({ mrzLine1: line1(mrzName), readLength: 44, surname, givenNames });
    assert.deepEqual(judged(part('NWACHUKWU<<CHIAMAKA<NGOZI', 'NWACHUKWU-EZE', undefined)), { verdict: 'differ', parts: ['surname'], attributed: true });
    assert.equal(part('NWACHUKWU<EZE<<CHIAMAKA<NGOZI', 'NWACHUKWU-EZE', undefined).verdict, 'agree');
    assert.equal(part('NWACHUKWU<EZE<<CHIAMAKA<NGOZI', undefined, 'CHIAMAKA NGOZI').verdict, 'agree');
    assert.deepEqual(judged(part('NWACHUKWU<EZE<<CHIAMAKA<NGOZI', undefined, 'CHIAMAKA NGOZO')), { verdict: 'differ', parts: ['givenNames'], attributed: true });
    // The `<<` misread (as KK) in a line read only 28 characters long: which half is the surname is unknown.
    assert.equal(compareZoneNames({ mrzLine1: line1('NWACHUKWUKEZEKKCHIAMAKA'), readLength: 28, surname: 'NWACHUKWU-EZE' }).verdict, 'notCompared');
  });

  it('neither agrees nor differs on what the MRZ read did not show: line 1 cut short, filler read as K', () => {
    assert.equal(zones('OKEKE<<IFEOMA', 'OKEKE', 'IFEOMA ADA', 18), 'mrzPartlyRead');
    assert.equal(zones('OKEKE<<IFEOMA<ADAKKKK', 'OKEKE', 'IFEOMA ADA'), 'fillerMisread');
    // PP-OCR read a phone photo's MRZ NWACHUKWU as NUACHUKHU: look-alike letters are not evidence either way.
    assert.equal(zones('NUACHUKHU<EZE<<CHIAMAKA<NGOZI', 'NWACHUKWU-EZE', 'CHIAMAKA NGOZI'), 'fillerMisread');
  });
});

describe('OCR text repairs', () => {
  it('repairs letter/digit confusions by position', () => {
    assert.equal(repairByShape('AO7492I35', 'A99999999'), 'A07492135');
    assert.equal(repairByShape('8071', 'A999'), 'B071');
    assert.equal(repairByShape('A0749213', 'A99999999'), null);
  });

  it('reads the date forms documents print', () => {
    assert.equal(parseDate('14 MAR 1990'), '1990-03-14');
    assert.equal(parseDate('3O-01-1988'), '1988-01-30');
    assert.equal(parseDate('31-02-1990'), null);
    // The bilingual passport page: English then French month, two-digit year placed by what the date is.
    assert.equal(parseDate('02 JUL /JUIL 82', 'birth', '2026-11-24'), '1982-07-02');
    // ... with the slash misread as a letter (PP-OCR on a 1000 px page).
    assert.equal(parseDate('02 JUL IJUIL 1982', 'birth', '2026-11-24'), '1982-07-02');
    assert.equal(parseDate('04 APR 1AVR 2030', 'expiry', '2026-11-24'), '2030-04-04');
    assert.equal(parseDate('12 JAN /JAN 05', 'birth', '2026-11-24'), '2005-01-12');
    assert.equal(parseDate('04 APR /AVR 30', 'expiry', '2026-11-24'), '2030-04-04');
    assert.equal(parseDate('03 NOV /NOV 24', 'issue', '2026-11-24'), '2024-11-03');
    assert.equal(parseDate('20 OCT 2003'), '2003-10-20');
  });

  it('reads a bilingual month printed with no slash between its halves (15 OCT OCT 88, 11 APR AVR 36)', () => {
    assert.equal(parseDate('15 0CT OCT 88'), '1988-10-15');
    assert.equal(parseDate('11 APR AVR 36', 'expiry', '2026-11-30'), '2036-04-11');
    assert.equal(parseDate('04 AUG AOUT 1991'), '1991-08-04');
  });

  it('reads a three-letter month with one letter misread when only one month is a letter away, never a weekday', () => {
    assert.equal(parseDate('Sat Fcb 11 1995'), '1995-02-11');
    assert.equal(parseDate('11 AUC 1990'), '1990-08-11');
    assert.equal(parseDate('Thu Mav 03 1979'), null);
    assert.equal(parseDate('SUN 12 1990'), null);
  });

  it('reads the other date forms issuers print: ISO, full and French month names, month first, two-digit numeric years', () => {
    const today = '2026-11-28';
    const forms: [string, 'birth' | 'expiry', string | null][] = [
      ['1981-12-12', 'birth', '1981-12-12'],
      ['1990/03/14', 'birth', '1990-03-14'],
      ['2029-05-10', 'expiry', '2029-05-10'],
      ['12 DECEMBER 1981', 'birth', '1981-12-12'],
      ['12 Dec 1981', 'birth', '1981-12-12'],
      ['4 MAR 1977', 'birth', '1977-03-04'],
      ['14th March, 1990', 'birth', '1990-03-14'],
      ['14 MARS 1990', 'birth', '1990-03-14'],
      ['01 AOÛT 1995', 'birth', '1995-08-01'],
      ['05 SEPT 2031', 'expiry', '2031-09-05'],
      ['MAR 14, 1990', 'birth', '1990-03-14'],
      ['March 14 1990', 'birth', '1990-03-14'],
      ['14MAR1990', 'birth', '1990-03-14'],
      ['14/03/90', 'birth', '1990-03-14'],
      ['10/05/29', 'expiry', '2029-05-10'],
      ['02 JULIJUIL 1982', 'birth', '1982-07-02'],
      // A month's letter read as a digit, the parts run together.
      ['26N0V1984', 'birth', '1984-11-26'],
      ['05 0CT 2030', 'expiry', '2030-10-05'],
      // Numeric parts apart by spaces alone (a voter's card).
      ['06 05 1997', 'birth', '1997-05-06'],
      // JUI starts both JUIN and JUILLET; a word before a day is a month only when it is one's name.
      ['01 JUI 1995', 'birth', null],
      ['DECISION 12 1990', 'birth', null],
    ];
    for (const [text, kind, iso] of forms) assert.equal(parseDate(text, kind, today), iso, text);
  });

  /** OCR lines from rows of [x, text] words, 20 px tall, 12 px per character. */
  const lines = (...rows: [y: number, words: [x: number, text: string][]][]): OcrLine[] =>
    rows.map(([y, words]) => ({
      text: words.map(([, text]) => text).join(' '),
      confidence: 0.9,
      words: words.map(([x, text]) => ({ text, confidence: 0.9, box: { x0: x, y0: y, x1: x + 12 * text.length, y1: y + 20 } })),
    }));

  it('splits several labelled values on one line', () => {
    const read = readLayoutFields(lines([100, [[0, 'Date'], [60, 'of'], [90, 'Birth:'], [170, '14'], [200, 'MAR'], [250, '1990'], [320, 'Sex:'], [380, 'F']]]), { dateOfBirth: { en: ['Date of Birth'] }, sex: { en: ['Sex'] } });
    assert.deepEqual(read, {
      dateOfBirth: { value: '14 MAR 1990', confidence: 0.9, charConfidences: [0.9, 0.9, 1, 0.9, 0.9, 0.9, 1, 0.9, 0.9, 0.9, 0.9], position: 'same-line' },
      sex: { value: 'F', confidence: 0.9, charConfidences: [0.9], position: 'same-line' },
    });
  });

  it('reads values below stacked bilingual labels, two columns on one row, labels misread', () => {
    const read = readLayoutFields(
      lines(
        [100, [[0, 'Sumame'], [80, '/'], [95, 'Nom']]],
        [130, [[0, 'OKEKE']]],
        [180, [[0, 'D.0.B'], [70, '/'], [85, 'Date'], [140, 'de'], [170, 'naissance'], [400, 'Sex'], [440, '/Sexe']]],
        [210, [[0, '02'], [30, 'FEB'], [80, '1987'], [400, 'M']]],
      ),
      { surname: { en: ['Surname'], fr: ['Nom'] }, dateOfBirth: { en: ['Date of Birth', 'D.O.B'], fr: ['Date de naissance'] }, sex: { en: ['Sex'], fr: ['Sexe'] } },
    );
    assert.equal(read.surname?.value, 'OKEKE');
    assert.equal(read.surname?.position, 'below');
    assert.equal(read.dateOfBirth?.value, '02 FEB 1987');
    assert.equal(read.sex?.value, 'M');
  });

  it("reads a bilingual label whose slash was read as a letter of its own ('SURNAME I NOM') as the label, its value below", () => {
    const read = readLayoutFields(
      lines(
        [100, [[0, 'SURNAME'], [60, 'I'], [75, 'NOM']]],
        [125, [[0, 'AGARA']]],
        [170, [[0, 'GIVEN'], [40, 'NAMES'], [90, '}'], [102, 'PRENOMS']]],
        [195, [[0, 'JOSEPHINE'], [110, 'ORIM']]],
      ),
      { surname: { en: ['Surname'], fr: ['Nom'] }, givenNames: { en: ['Given Names'], fr: ['Prénoms'] } },
    );
    assert.equal(read.surname?.value, 'AGARA');
    assert.equal(read.givenNames?.value, 'JOSEPHINE ORIM');
  });

  it('skips a label-like phrase whose value cannot be the field (a title)', () => {
    const read = readLayoutFields(
      lines([50, [[0, 'NATIONAL'], [110, 'IDENTIFICATION'], [290, 'NUMBER'], [370, 'SLIP']]], [100, [[0, 'NIN:'], [60, '12345678901']]]),
      { documentNumber: { en: ['NIN', 'National Identification Number'], accept: (v) => /^\d{11}$/.test(v) } },
    );
    assert.equal(read.documentNumber?.value, '12345678901');
  });

  /** OCR lines from rows of words with their own boxes, [x0, y0, x1, y1, text], as PP-OCR read a page. */
  const boxed = (...rows: [x0: number, y0: number, x1: number, y1: number, text: string][][]): OcrLine[] =>
    rows.map((words) => ({
      text: words.map((word) => word[4]).join(' '),
      confidence: 0.95,
      words: words.map(([x0, y0, x1, y1, text]) => ({ text, confidence: 0.95, box: { x0, y0, x1, y1 } })),
    }));
  const ninLabels = {
    documentNumber: { en: ['NIN', 'National Identification Number'], accept: (v: string) => /^\d{11}$/.test(v.replace(/\s/g, '')) },
    surname: { en: ['Surname'], fr: ['Nom'] },
    dateOfBirth: { en: ['Date of Birth'], fr: ['Date de naissance'] },
    sex: { en: ['Sex'], fr: ['Sexe'] },
  };

  const wantedLabels = {
    documentNumber: { en: ['NIN'], accept: (v: string) => /^\d{11}$/.test(v.replace(/\s/g, '')) },
    surname: { en: ['Surname'], fr: ['Nom'], accept: (v: string) => /\p{L}{2}/u.test(v) },
    dateOfBirth: { en: ['Date of Birth'], fr: ['Date de naissance'], accept: (v: string) => /\d{4}/.test(v) },
  };
  const weakLabels = { keys: ['surname', 'dateOfBirth'] as ('surname' | 'dateOfBirth')[], otherWordings: ['Issue Date', 'Date of Issue', 'Expiry Date', 'Given Names', 'Other Names'] };

  it('reads a value under a label garbled past matching only when it is clearly that label and the value is printed larger', () => {
    // A card photographed small (the fourth blind set's NIN slip): its labels ~5 px, read garbled; its values read at 1.00.
    const page = boxed(
      [[365, 188, 489, 213, 'SURHME/NON']],
      [[370, 219, 487, 251, 'ZHIKUNU']],
      [[361, 341, 397, 368, 'DITE'], [405, 341, 423, 368, 'OF'], [432, 342, 516, 369, 'ORTHCATE'], [525, 342, 543, 369, 'DE'], [551, 343, 613, 370, 'NAETAN']],
      [[365, 373, 389, 409, '14'], [412, 373, 454, 409, 'JUN'], [477, 374, 537, 410, '1995']],
      [[365, 417, 400, 447, 'SSLE'], [414, 418, 449, 448, 'CATE']],
      [[368, 450, 453, 488, '12APR'], [477, 451, 539, 489, '2025']],
    );
    const read = readLayoutFields(page, wantedLabels, { weakLabels });
    assert.equal(read.surname?.value, 'ZHIKUNU');
    assert.equal(read.surname?.weakLabel, 'SURHME/NON');
    assert.equal(read.dateOfBirth?.value, '14 JUN 1995');
    assert.equal(read.dateOfBirth?.weakLabel, 'DITE OF ORTHCATE DE NAETAN');
    // Without the option (the passport's visual zone) nothing garbled is a label.
    assert.equal(readLayoutFields(page, wantedLabels).surname, undefined);
  });

  it('never takes a garbled line for a label when another wording is as close, or the row under it is no larger', () => {
    // `DTE OF ISRH` is as near `Date of Issue` as `Date of Birth` (4 edits each); `DATE OF BSUE` is the issue date's.
    const garbled = (label: string) => readLayoutFields(boxed([[0, 100, 110, 120, label]], [[0, 126, 200, 156, '14 JUN 1995']]), wantedLabels, { weakLabels }).dateOfBirth?.value;
    assert.equal(garbled('DTE OF ISRH'), undefined);
    assert.equal(garbled('DATE OF BSUE'), undefined);
    assert.equal(garbled('DTE OE BRH'), '14 JUN 1995');
    // A row printed no larger than the garbled line (its characters as wide) is another label, or small print: not a value.
    const small = readLayoutFields(boxed([[0, 100, 120, 120, 'SURHME/NON']], [[0, 124, 84, 144, 'ZHIKUNU']]), wantedLabels, { weakLabels });
    assert.equal(small.surname, undefined);
  });

  it('reads a wide value centred under a short label, and does not stretch a left-aligned value into the next column', () => {
    // The improved NIN slip: the NIN printed large and centred under a small `NIN` (or a longer label).
    const short = readLayoutFields(boxed([[538, 464, 561, 487, 'NIN']], [[371, 490, 444, 534, '941'], [481, 490, 583, 534, '0768'], [620, 490, 722, 534, '5233']]), ninLabels);
    assert.equal(short.documentNumber?.value, '941 0768 5233');
    const long = readLayoutFields(
      boxed([[440, 465, 498, 487, 'National'], [505, 465, 593, 487, 'Identification'], [608, 465, 663, 487, 'Number']], [[389, 494, 453, 533, '385'], [485, 494, 575, 533, '4102'], [614, 494, 704, 533, '9677']]),
      ninLabels,
    );
    assert.equal(long.documentNumber?.value, '385 4102 9677');
    // A left column's word a space before the value under a left-aligned label stays out of it.
    const columns = readLayoutFields(boxed([[300, 100, 384, 120, 'Surname']], [[240, 126, 282, 146, 'ADA'], [300, 126, 360, 146, 'OKEKE']]), ninLabels);
    assert.equal(columns.surname?.value, 'OKEKE');
  });

  it('takes a date row under a bilingual label for the date, never for the label\'s French half', () => {
    // French half printed (`Date de naissance` in italics) between the label and the date.
    const stacked = readLayoutFields(
      boxed(
        [[44, 297, 68, 313, 'Date'], [76, 297, 84, 313, 'of'], [92, 297, 117, 313, 'Birth'], [339, 295, 360, 316, 'Sex']],
        [[42, 313, 69, 334, 'Date'], [75, 314, 86, 334, 'de'], [96, 314, 157, 335, 'naissance'], [342, 314, 367, 335, 'Sexe']],
        [[43, 335, 168, 360, '17-03-1984'], [344, 334, 397, 362, 'MALE']],
      ),
      ninLabels,
    );
    assert.equal(stacked.dateOfBirth?.value, '17-03-1984');
    assert.equal(stacked.sex?.value, 'MALE');
    // No French half for the date: the date in title case (`02 May 1976`) sits right under the label.
    const englishOnly = readLayoutFields(
      boxed(
        [[302, 295, 335, 315, 'DATE'], [344, 296, 357, 315, 'OF'], [367, 296, 406, 316, 'BIRTH'], [602, 297, 621, 314, 'SEX']],
        [[305, 314, 318, 339, '02'], [339, 315, 372, 340, 'May'], [384, 315, 422, 340, '1976'], [600, 315, 630, 333, 'SEXE']],
        [[601, 332, 688, 358, 'FEMALE']],
      ),
      ninLabels,
    );
    assert.equal(englishOnly.dateOfBirth?.value, '02 May 1976');
    assert.equal(englishOnly.sex?.value, 'FEMALE');
  });

  it("takes a middle name only as names are printed: a misread label under an empty `Middle Name` is none", () => {
    const labels = fieldLabels({ middleName: { en: personLabels.middleName }, documentNumber: { en: ['L/No'] } });
    const middle = (text: string) => readLayoutFields(boxed([[262, 246, 330, 262, 'Middle'], [334, 246, 372, 262, 'Name']], [[262, 272, 300, 290, text]]), labels).middleName?.value;
    assert.equal(middle('UNo'), undefined);
    assert.equal(middle('EMEKA'), 'EMEKA');
    assert.equal(middle('Emeka'), 'Emeka');
  });

  it('reads `First Name` and `Middle Name` side by side on one row as two labels, not as `First Name / Middle Name`', () => {
    // The fifth blind set's FRSC licence: both labels on one OCR line 400 px apart; read as the one
    // given-names label, its value was the first name alone and the middle name was lost.
    const labels = fieldLabels({ givenNames: { en: personLabels.givenNames }, firstName: { en: personLabels.firstName }, middleName: { en: personLabels.middleName } });
    const row = (gap: number) =>
      readLayoutFields(
        boxed(
          [[394, 409, 430, 440, 'First'], [445, 410, 491, 442, 'Name'], [491 + gap, 407, 541 + gap, 440, 'Middle'], [556 + gap, 408, 601 + gap, 442, 'Name']],
          [[404, 442, 514, 484, 'HADIZA'], [Math.max(530, 488 + gap), 440, Math.max(530, 488 + gap) + 59, 491, 'DIJE']],
        ),
        labels,
      );
    const apart = row(400);
    assert.deepEqual([apart.firstName?.value, apart.middleName?.value, apart.givenNames], ['HADIZA', 'DIJE', undefined]);
    // One label, its words a space apart, is still one label.
    assert.equal(row(12).givenNames?.value, 'HADIZA DIJE');
  });

  it("never takes the next column's label on the name label's row (`Last Name ... Class`) for the name", () => {
    // The FRSC licence of the fourth blind set: `Class` beside `Last Name`, the label's height, the
    // surname under it barely taller: `CLASS` was the surname and genuine licences FAILed on their record.
    const labels = fieldLabels({ surname: { en: personLabels.surname }, givenNames: { en: personLabels.givenNames }, sex: { en: personLabels.sex } });
    const read = readLayoutFields(
      boxed(
        [[256, 174, 280, 195, 'Last'], [290, 175, 322, 196, 'Name'], [618, 175, 647, 195, 'Class']],
        [[257, 200, 471, 225, 'ZANNAMAIGALMARI'], [619, 199, 624, 224, 'E']],
        [[258, 234, 290, 255, 'Given'], [300, 235, 338, 256, 'Names'], [613, 232, 635, 257, 'Sex']],
        [[260, 261, 336, 284, 'YAGANA'], [616, 260, 693, 284, 'FEMALE']],
      ),
      labels,
    );
    assert.equal(read.surname?.value, 'ZANNAMAIGALMARI');
    assert.equal(read.givenNames?.value, 'YAGANA');
  });

  it('reads a NIN card in auto mode by its `National e-ID Card` title when its NIN label is garbled', async () => {
    const page = {
      text: '',
      confidence: 0.95,
      skewDegrees: 0,
      lines: boxed(
        [[120, 20, 200, 44, 'National'], [210, 20, 250, 44, 'e-ID'], [260, 20, 310, 44, 'Card']],
        [[300, 100, 420, 118, 'SURNAME/NOM']],
        [[300, 122, 420, 146, 'ETUKUDO']],
        [[300, 160, 470, 178, 'GIVEN'], [480, 160, 620, 178, 'NAMES/PRENOMS']],
        [[300, 182, 420, 206, 'IMAOBONG'], [430, 182, 520, 206, 'UTIBE']],
        [[300, 220, 380, 238, 'DATE'], [390, 220, 420, 238, 'OF'], [430, 220, 500, 238, 'BIRTH']],
        [[300, 242, 330, 266, '16'], [340, 242, 390, 266, 'AUG'], [400, 242, 460, 266, '1982']],
        [[300, 300, 380, 318, 'Noflona'], [390, 300, 450, 318, 'ientin'], [460, 300, 500, 318, 'Non']],
        [[300, 322, 380, 352, '1921'], [400, 322, 460, 352, '774'], [480, 322, 560, 352, '3896']],
      ),
    };
    page.text = page.lines.map((line) => line.text).join('\n');
    const result = await runHandlers({ requested: 'auto', input: { page, today: '2026-11-29', readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }) } });
    assert.equal(result.extraction?.docType, 'nin_slip');
    assert.equal(result.extraction?.fields.documentNumber, '19217743896');
    assert.equal(result.classification.status, 'pass');
  });

  it("drops the punctuation OCR puts inside a VIN, and takes a `!` for a 1 only when the VIN needs it", async () => {
    const vin = async (read: string) => {
      const page = { text: '', confidence: 0.9, skewDegrees: 0, lines: lines([100, [[0, 'VIN'], [80, read]]]) };
      const extraction = await votersCardHandler.extract({ page, today: '2026-11-28', readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }) });
      return [extraction.fields.documentNumber, extraction.checks.find((check) => check.code === 'DOCUMENT_NUMBER_FORMAT')?.status];
    };
    assert.deepEqual(await vin('20F3C7A1[B94E0D62!58E'), ['20F3C7A1B94E0D6258E', 'pass']);
    assert.deepEqual(await vin('20F3C7A1B94E0D6!58E'), ['20F3C7A1B94E0D6158E', 'pass']);
    assert.deepEqual(await vin('20F3C7A1B94E0D62258E'), ['20F3C7A1B94E0D62258E', 'fail']);
    // A speck between two printed groups read as a character of its own.
    assert.deepEqual(await vin('59F48 3 ACBF1 24EEC C78C'), ['59F48ACBF124EECC78C', 'pass']);
    assert.deepEqual(await vin('59F48 3 ACBF1 2 4EEC C78C'), ['59F483ACBF124EECC78C', 'fail']);
  });

  it('the generator computes ICAO check digits (9303 example)', () => {
    assert.equal(mrzCheckDigit('L898902C3'), '6');
    assert.equal(mrzCheckDigit('740812'), '2');
  });
});

describe("a name read from a document against the authority's record, token by token", () => {
  const read = (value: string, confidence?: number) => ({ value, ...(confidence === undefined ? {} : { charConfidences: Array.from(value, () => confidence) }) });

  it('takes a digit read inside a name for the letter it looks like, never as a clearly read letter', () => {
    assert.equal(compareSurnames({ read: read('00MEN', 0.99), heldSurname: 'OOMEN' }), 'match');
    assert.equal(compareSurnames({ read: read('AB8A', 0.99), heldSurname: 'ABBA' }), 'match');
    // The digit is that letter only as OCR's guess: against another letter it is a slip, not a clear difference.
    assert.equal(compareSurnames({ read: read('0KAFOR', 0.99), heldSurname: 'UKAFOR' }), 'match');
    assert.equal(compareSurnames({ read: read('OKAFOR', 0.99), heldSurname: 'UKAFOR' }), 'partial');
    assert.equal(cleanName('00MEN'), 'OOMEN');
    assert.equal(cleanName('B0LA-ADE 5'), 'BOLA-ADE');
    assert.equal(cleanName('12 ADEOLA'), 'ADEOLA');
  });

  it('calls a surname with nothing OCR could explain in common another family, and a shared beginning is not enough', () => {
    assert.equal(compareSurnames({ read: read('OLUWASEGUNFUNMI', 0.99), heldSurname: 'OLUWASEGUN' }), 'different');
    assert.equal(compareSurnames({ read: read('ADEWALE-JOHNSON', 0.99), heldSurname: 'ADEWUMI' }), 'different');
    assert.equal(compareSurnames({ read: read('YAKUBU', 0.99), heldSurname: 'YUSUF' }), 'different');
  });

  it("calls a double surname with one part replaced by another family's, read clearly, different; read weakly, partial", () => {
    assert.equal(compareSurnames({ read: read('UDOFIA-ESSIEN', 0.99), heldSurname: 'AKPAN-ESSIEN' }), 'different');
    assert.equal(compareSurnames({ read: read('UDOFIA ESSIEN', 0.99), heldSurname: 'AKPAN-ESSIEN' }), 'different');
    // A part garbled past a slip (UDOFIA read `UBQEIA` at 60%) may be OCR's, not a forger's.
    assert.equal(compareSurnames({ read: read('UBQEIA-ESSIEN', 0.6), heldSurname: 'UDOFIA-ESSIEN' }), 'partial');
    // A part one side lacks is not a part replaced.
    assert.equal(compareSurnames({ read: read('UDOFIA-ESSIEN', 0.99), heldSurname: 'ESSIEN' }), 'partial');
  });

  it('calls one part of a double surname, or a letter that differs and was read clearly, partial (REVIEW), never a match', () => {
    assert.equal(compareSurnames({ read: read('IBEKWE-NNAJI', 0.99), heldSurname: 'IBEKWU' }), 'partial');
    assert.equal(compareSurnames({ read: read('ADEWALE', 0.99), heldSurname: 'ADEWALE-JOHNSON' }), 'partial');
    assert.equal(compareSurnames({ read: read('NWACHUKVU-EZE', 0.99), heldSurname: 'NWACHUKWU-EZE' }), 'partial');
    // A surname the record holds among the given names (its fields filled the other way round) is not another person.
    assert.equal(compareSurnames({ read: read('EMEKA', 0.99), heldSurname: 'OKAFOR', heldGivenNames: 'EMEKA JOHN' }), 'partial');
  });

  it('forgives what OCR does: a weakly read letter, a lost hyphen, diacritics, spelling variants; without per-character figures, one edit', () => {
    assert.equal(compareSurnames({ read: read('NWACHUKVU-EZE', 0.7), heldSurname: 'NWACHUKWU-EZE' }), 'match');
    assert.equal(compareSurnames({ read: read('OLUWADAMILAREADE', 0.99), heldSurname: 'OLUWADAMILARE-ADE' }), 'match');
    assert.equal(compareSurnames({ read: read('ỌLỌRUNFẸMI', 0.99), heldSurname: 'OLORUNFEMI' }), 'match');
    assert.equal(compareSurnames({ read: read('MOHAMMED', 0.99), heldSurname: 'MUHAMMAD' }), 'match');
    assert.equal(compareSurnames({ read: read('OKAFOP'), heldSurname: 'OKAFOR' }), 'match');
  });

  it('judges given names the same way, a middle name one side lacks left to the whole-name score', () => {
    assert.equal(compareGivenNames({ read: read('EBUKA KINGSLEY'), heldGivenNames: 'EBUKA KINGSLEY OBINNA' }), 'match');
    assert.equal(compareGivenNames({ read: read('ONYINYECHIBLESSING'), heldGivenNames: 'ONYINYECHI BLESSING' }), 'match');
    assert.equal(compareGivenNames({ read: read('TOLULOPE ADEOLA', 0.99), heldGivenNames: 'TOLULOPE ADEOLU' }), 'partial');
  });

  it("takes the record's surname among the read given names for a swap, unless the page's surname was read as the record's", () => {
    assert.equal(compareGivenNames({ read: read('KALU UKPAI', 0.99), heldGivenNames: 'UDUMA AGWU', heldSurname: 'KALU' }), 'partial');
    assert.equal(compareGivenNames({ read: read('KALU UKPAI', 0.99), heldGivenNames: 'UDUMA AGWU', heldSurname: 'KALU', surnameReadAsHeld: true }), 'different');
  });

  it("names the record's given names no read one pairs with (the caller decides whether the page prints them)", () => {
    assert.deepEqual(unpairedGivenNames({ read: read('EBUKA KINGSLEY'), heldGivenNames: 'EBUKA KINGSLEY OBINNA' }), ['OBINNA']);
    assert.deepEqual(unpairedGivenNames({ read: read('ORIOYE', 0.99), heldGivenNames: 'ADEBUSOLA ORIOYE' }), ['ADEBUSOLA']);
    // Pieces joined, a slip forgiven: every name paired.
    assert.deepEqual(unpairedGivenNames({ read: read('ONYINYECHIBLESSING'), heldGivenNames: 'ONYINYECHI BLESSING' }), []);
    assert.deepEqual(unpairedGivenNames({ read: read('EBUKA KINGSLFY OBINNA'), heldGivenNames: 'EBUKA KINGSLEY OBINNA' }), []);
    // A name held twice is two names.
    assert.deepEqual(unpairedGivenNames({ read: read('EBI'), heldGivenNames: 'EBI TARI EBI' }), ['TARI', 'EBI']);
  });

  it("calls given names with none of the record's, each read clearly, different (a sibling's record); a cut, a swap or a weak read stays partial", () => {
    assert.equal(compareGivenNames({ read: read('OKACHI CHINAZA', 0.99), heldGivenNames: 'IHUNDA CHIBUIKE', heldSurname: 'WORLU-WODI' }), 'different');
    assert.equal(compareGivenNames({ read: read('OKACHI CHINAZA', 0.6), heldGivenNames: 'IHUNDA CHIBUIKE', heldSurname: 'WORLU-WODI' }), 'partial');
    // One of the record's names among them: a middle name, not another person.
    assert.equal(compareGivenNames({ read: read('OKACHI CHIBUIKE', 0.99), heldGivenNames: 'IHUNDA CHIBUIKE' }), 'partial');
    // The MRZ cut a long name; OCR dropped letters: the same name, shorter.
    assert.equal(compareGivenNames({ read: read('EHIZ', 0.99), heldGivenNames: 'EHIZOGIE' }), 'partial');
    assert.equal(compareGivenNames({ read: read('TONBOFA', 0.99), heldGivenNames: 'AYIBATONYEBOFA' }), 'partial');
    // The record's surname read as the given names (its fields filled the other way round).
    assert.equal(compareGivenNames({ read: read('NDAHI', 0.99), heldGivenNames: 'JAAFARU DLAMA', heldSurname: 'NDAHI' }), 'partial');
  });

  it("names the record's given names another read clearly replaces name for name (a sibling sharing a middle name); an added, dropped, close or weakly read name replaces nothing", () => {
    assert.deepEqual(replacedGivenNames({ read: read('MAY OSHIOKHAIMHE', 0.99), heldGivenNames: 'JUNE OSHIOKHAIMHE', heldSurname: 'AGBEBAKU' }), ['JUNE']);
    assert.deepEqual(replacedGivenNames({ read: read('OSHIOKHAIMHE MAY', 0.99), heldGivenNames: 'OSHIOKHAIMHE JUNE' }), ['JUNE']);
    assert.equal(replacedGivenNames({ read: read('MAY OSHIOKHAIMHE', 0.6), heldGivenNames: 'JUNE OSHIOKHAIMHE' }), null);
    assert.equal(replacedGivenNames({ read: read('MAY OSHIOKHAIMHE', 0.99), heldGivenNames: 'OSHIOKHAIMHE' }), null);
    // A hyphenated given name where the sibling's is one word (the ninth blind set).
    assert.deepEqual(replacedGivenNames({ read: read('CHUKWU-EMEKA NWABUEZE', 0.99), heldGivenNames: 'IFEANYI NWABUEZE' }), ['IFEANYI']);
    assert.equal(replacedGivenNames({ read: read('OSHIOKHAIMHE', 0.99), heldGivenNames: 'JUNE OSHIOKHAIMHE' }), null);
    assert.equal(replacedGivenNames({ read: read('AMINA HADIZA', 0.99), heldGivenNames: 'AMINU HADIZA' }), null);
    assert.equal(replacedGivenNames({ read: read('EHIZ OSEMUDIAMEN', 0.99), heldGivenNames: 'EHIZOGIE OSEMUDIAMEN' }), null);
    assert.equal(replacedGivenNames({ read: read('MAY OSHIOKHAIMHE', 0.99), heldGivenNames: 'MAY OSHIOKHAIMHE' }), null);
    // Wholly different given names are compareGivenNames' `different`, not a replacement.
    assert.equal(replacedGivenNames({ read: read('OKACHI CHINAZA', 0.99), heldGivenNames: 'IHUNDA CHIBUIKE' }), null);
  });

  it('joins read pieces that together spell one of the record\'s names (OCR broke a long word), never pieces of two', () => {
    assert.equal(compareGivenNames({ read: read('HYELADZIRAMA WANDIYE', 0.99), heldGivenNames: 'HYELADZIRAMAWANDIYE' }), 'match');
    assert.equal(compareGivenNames({ read: read('HYELADZIRAMA W ANDIYE', 0.99), heldGivenNames: 'HYELADZIRAMAWANDIYE' }), 'match');
    assert.equal(compareGivenNames({ read: read('CHUK WU-EMEKA NWABUEZE', 0.99), heldGivenNames: 'CHUKWU-EMEKA NWABUEZE' }), 'match');
    assert.equal(compareSurnames({ read: read('DAPPA BIRI YE', 0.99), heldSurname: 'DAPPA-BIRIYE' }), 'match');
    // Pieces that spell no held name stay apart.
    assert.equal(compareGivenNames({ read: read('HYELA WANDIYE', 0.99), heldGivenNames: 'HYELADZIRAMAWANDIYE' }), 'partial');
    // Given names run together, one of them the record's, the other not: a sibling's record replacing a
    // name (the fourteenth set's OBARILOMATEOSARO printed, EJIRE OSARO held). A surname is never cut so.
    assert.deepEqual(replacedGivenNames({ read: read('OBARILOMATEOSARO', 0.99), heldGivenNames: 'EJIRE OSARO' }), ['EJIRE']);
    assert.equal(compareGivenNames({ read: read('EJIREOSARO', 0.99), heldGivenNames: 'EJIRE OSARO' }), 'match');
    assert.equal(compareSurnames({ read: read('OLUWASEGUNFUNMI', 0.99), heldSurname: 'OLUWASEGUN ADE' }), 'different');
    // Pieces a smudged letter split, spelling the name but for that letter: an OCR slip, not another family.
    assert.equal(compareSurnames({ read: read('YAK BU', 0.99), heldSurname: 'YAKUBU' }), 'match');
    assert.equal(compareSurnames({ read: read('YAK BO', 0.99), heldSurname: 'YAKUBU' }), 'different');
  });

  it('says the record holds the printed names only letter for letter (marks, case and punctuation aside), never on a one-letter difference', () => {
    assert.equal(recordHoldsNames({ surname: 'OSHILIM', givenNames: 'QUEEN OBOLI' }, { surname: 'Oshilim', givenNames: 'Queen Oboli' }), true);
    assert.equal(recordHoldsNames({ surname: "DAN'AZUMI", givenNames: 'JAURO YAKUBU' }, { surname: 'DANAZUMI', givenNames: 'JAURO YAKUBU' }), true);
    assert.equal(recordHoldsNames({ surname: 'NWOGBAGA', givenNames: 'UDO NNEKA' }, { surname: 'NWỌGBAGA', givenNames: 'ỤDỌ NNEKA' }), true);
    assert.equal(recordHoldsNames({ surname: 'OSHILIN', givenNames: 'QUEEN OBOLI' }, { surname: 'OSHILIM', givenNames: 'QUEEN OBOLI' }), false);
    assert.equal(recordHoldsNames({ surname: 'OSHILIM', givenNames: 'QUEEN' }, { surname: 'OSHILIM', givenNames: 'QUEEN OBOLI' }), false);
    assert.equal(recordHoldsNames({ surname: 'OSHILIM' }, { surname: 'OSHILIM', givenNames: 'QUEEN OBOLI' }), false);
    assert.equal(recordHoldsNames({ surname: 'OSHILIM', givenNames: 'QUEEN OBOLI' }, null), false);
  });

  it('says the record holds one letter the print lacks only where the MRZ as read has a letter too, in one part, not a narrow letter read as another', () => {
    const held = { surname: 'EZE', givenNames: 'AMARACHI OGOCHUKWU' };
    const printed = { surname: 'EZE', givenNames: 'AMARACHI OGOCHUKU' };
    assert.equal(recordHoldsLetterPrintLacks(printed, { surname: 'EZE', givenNames: 'AMARACHI OGOCHUKNU' }, held), true);
    // The MRZ's extra letter elsewhere, or none, or the print the record's: no such letter.
    assert.equal(recordHoldsLetterPrintLacks(printed, { surname: 'EZE', givenNames: 'AMARACHI OGOCHUKUN' }, held), false);
    assert.equal(recordHoldsLetterPrintLacks(printed, { surname: 'EZE', givenNames: 'AMARACHI OGOCHUKU' }, held), false);
    assert.equal(recordHoldsLetterPrintLacks(held, { surname: 'EZE', givenNames: 'AMARACHI OGOCHUKNU' }, held), false);
    // Two parts short, or the surname otherwise too: not one letter lost.
    assert.equal(recordHoldsLetterPrintLacks({ surname: 'EE', givenNames: 'AMARACHI OGOCHUKU' }, { surname: 'EZE', givenNames: 'AMARACHI OGOCHUKNU' }, held), false);
    assert.equal(recordHoldsLetterPrintLacks(printed, { surname: 'EZE', givenNames: 'AMARACHI OGOCHUKNU' }, null), false);
    // The record's I where the MRZ read an N: the print's room was judged for an N.
    assert.equal(recordHoldsLetterPrintLacks({ surname: 'ETTEBONG', givenNames: 'EDIDONG' }, { surname: 'ETTEBONG', givenNames: 'EDIDNONG' }, { surname: 'ETTEBONG', givenNames: 'EDIDIONG' }), false);
  });
});
