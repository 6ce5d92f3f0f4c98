import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mrzCheckDigit } from '../../../test/helpers/documents.js';
import { parseDate, readLabelled, repairByShape } from './handlers/text-fields.js';
import { compareNames } from './name-match.js';

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
  });

  it('splits several labelled values on one line', () => {
    const read = readLabelled([{ text: 'Date of Birth: 14 MAR 1990 Sex: F', confidence: 0.9 }], { dateOfBirth: ['Date of Birth'], sex: ['Sex'] });
    assert.deepEqual(read, { dateOfBirth: { value: '14 MAR 1990', confidence: 0.9 }, sex: { value: 'F', confidence: 0.9 } });
  });

  it('the generator computes ICAO check digits (9303 example)', () => {
    assert.equal(mrzCheckDigit('L898902C3'), '6');
    assert.equal(mrzCheckDigit('740812'), '2');
  });
});
