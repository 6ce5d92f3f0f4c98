import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { datesIn, parseDate, parseSex } from './text-fields.js';

describe('a sex value as read', () => {
  it('reads M, F and their words, and a lone F that OCR read as E', () => {
    assert.equal(parseSex('M'), 'M');
    assert.equal(parseSex('female'), 'F');
    assert.equal(parseSex('E'), 'F');
    assert.equal(parseSex('EEMALE'), 'F');
  });

  it('reads the word after a speck read as a letter, when only one of the two words is there', () => {
    assert.equal(parseSex('e FEMALE'), 'F');
    assert.equal(parseSex('. MALE'), 'M');
    assert.equal(parseSex('x FEMALE MALE'), null);
  });

  it('reads nothing else', () => {
    assert.equal(parseSex('EN'), null);
    assert.equal(parseSex('X'), null);
    assert.equal(parseSex(''), null);
  });
});

describe('a date as read', () => {
  it("reads a bilingual month whose French half is the whole month name (the sixteenth blind set's 2025 passport)", () => {
    assert.equal(parseDate('22 NOVEMBER/NOVEMBRE 1992', 'birth', '2026-11-30'), '1992-11-22');
    assert.equal(parseDate('27 JULY/JUILLET 2036', 'expiry', '2026-11-30'), '2036-07-27');
    assert.equal(parseDate('05 SEPTEMBER/SEPTEMBRE 2031', 'expiry', '2026-11-30'), '2031-09-05');
    assert.equal(parseDate('10 FEBRUARY/FÉVRIER 1990', 'birth', '2026-11-30'), '1990-02-10');
  });

  it("reads a month-first date whose comma after the day was read as a lone digit or mark (the seventeenth blind set's multipurpose card)", () => {
    assert.equal(parseDate('JUN 18 3 1976', 'birth', '2026-11-30'), '1976-06-18');
    assert.equal(parseDate('JUN 18 ; 1976', 'birth', '2026-11-30'), '1976-06-18');
    assert.equal(parseDate('JUN 18, 1976', 'birth', '2026-11-30'), '1976-06-18');
    // Only one character alone, only before a four-digit year.
    assert.equal(parseDate('JUN 18 34 1976', 'birth', '2026-11-30'), null);
    assert.equal(parseDate('JUN 18 3 76', 'birth', '2026-11-30'), null);
  });

  it("reads a slash between numbers read as a bar (the eighteenth blind set's 2013 slip)", () => {
    assert.equal(parseDate('03|12|1992', 'birth', '2026-11-30'), '1992-12-03');
    assert.equal(parseDate('05 | 12 | 2023', 'issue', '2026-11-30'), '2023-12-05');
  });

  it("reads middle dots between numbers as dots, and a comma between two numbers with no space (the eighteenth blind set's card and printout)", () => {
    assert.equal(parseDate('13·03·1985', 'birth', '2026-11-30'), '1985-03-13');
    assert.equal(parseDate('25·04.2025', 'issue', '2026-11-30'), '2025-04-25');
    assert.equal(parseDate('1974.05,19', 'birth', '2026-11-30'), '1974-05-19');
    assert.equal(parseDate('Feb. 9, 1946', 'birth', '2026-11-30'), '1946-02-09');
  });

  it("joins a year-first date's first digit read apart at the start of the value (the eighteenth blind set's 2024 licence)", () => {
    assert.equal(parseDate('2 031-MAR-13', 'expiry', '2026-11-30'), '2031-03-13');
    // Only a year's first digit, only at the value's start, only before a month's name.
    assert.equal(parseDate('12 031-MAR-13', 'expiry', '2026-11-30'), null);
    assert.equal(parseDate('2 031 13', 'expiry', '2026-11-30'), null);
  });

  it("reads a month-first date joined by hyphens or slashes, and takes no field's number before it for its day (the nineteenth blind set's licence)", () => {
    assert.equal(parseDate('DEC-07-1969', 'birth', '2026-11-30'), '1969-12-07');
    assert.equal(parseDate('Nov/08/2026', 'issue', '2026-11-30'), '2026-11-08');
    // `3.` is the licence's field number: 3 December 2007 was taken for a birth date and FAILed a genuine licence.
    assert.equal(parseDate('3. DEC-07-1969', 'birth', '2026-11-30'), '1969-12-07');
    assert.equal(parseDate('3. DEC-07', 'birth', '2026-11-30'), '2007-12-03');
  });

  it('reads a month-first date with a two-digit year only as the whole value, its month spelt as printed', () => {
    assert.equal(parseDate('AUG 04 91', 'birth', '2026-12-01'), '1991-08-04');
    assert.equal(parseDate("Aug. 4, '91", 'birth', '2026-12-01'), '1991-08-04');
    assert.equal(parseDate('MAR 14 34', 'expiry', '2026-12-01'), '2034-03-14');
    // A label a letter from a month, and a month-first pair inside a longer value, are no date.
    assert.equal(parseDate('SEX 12 91', 'birth', '2026-12-01'), null);
    assert.equal(parseDate('MAY 2023', 'issue', '2026-12-01'), null);
    assert.equal(parseDate("MAY '23", 'issue', '2026-12-01'), null);
    assert.equal(parseDate('CLASS B MAR 14 90 LAGOS', 'birth', '2026-12-01'), null);
  });

  it('takes no look-alike letters alone for a day run into a word (`Ised 05`, a garbled `Issued` label)', () => {
    assert.equal(parseDate('ISED 05', 'birth', '2026-11-30'), null);
    assert.equal(parseDate('Ised 05|12|2023', 'issue', '2026-11-30'), '2023-12-05');
    // A look-alike beside a real digit still is one.
    assert.equal(parseDate('3O JAN 1990', 'birth', '2026-11-30'), '1990-01-30');
    assert.equal(parseDate('I4 MAR 90', 'birth', '2026-11-30'), '1990-03-14');
  });

  it('drops a speck read as a dot inside a number of a date apart by hyphens or slashes', () => {
    assert.equal(parseDate('28-08-203.0', 'expiry', '2026-11-29'), '2030-08-28');
    assert.equal(parseDate('09.02.1946', 'birth', '2026-11-29'), '1946-02-09');
  });

  it('reads no year before 1900 or after 2100: no identity document prints one', () => {
    assert.equal(parseDate('28-08-0203', 'expiry', '2026-11-29'), null);
    assert.equal(parseDate('1203-08-28', 'expiry', '2026-11-29'), null);
    assert.equal(parseDate('28-08-2203', 'expiry', '2026-11-29'), null);
  });

  it('reads a day, month and year apart by spaces with one space lost, only as the whole value', () => {
    assert.equal(parseDate('3012 2030', 'expiry', '2026-11-30'), '2030-12-30');
    assert.equal(parseDate('30 122030', 'expiry', '2026-11-30'), '2030-12-30');
    assert.equal(parseDate('30 12 2030', 'expiry', '2026-11-30'), '2030-12-30');
    assert.equal(parseDate('1409 92', 'birth', '2026-11-30'), '1992-09-14');
    assert.equal(parseDate('06 0436', 'expiry', '2026-11-30'), '2036-04-06');
    // A number printed in groups is no date, nor is a month past 12.
    assert.equal(parseDate('1206 2001 234', 'birth', '2026-11-30'), null);
    assert.equal(parseDate('3013 2030', 'expiry', '2026-11-30'), null);
  });

  it('reads a day, month and two-digit year apart by spaces, placed by what the date is, only as the whole value', () => {
    assert.equal(parseDate('01 01 70', 'birth', '2026-11-30'), '1970-01-01');
    assert.equal(parseDate('16 07 34', 'expiry', '2026-11-30'), '2034-07-16');
    assert.equal(parseDate('17 07 24', 'issue', '2026-11-30'), '2024-07-17');
    assert.equal(parseDate('NIN 01 01 70', 'birth', '2026-11-30'), null);
    assert.equal(parseDate('31 02 70', 'birth', '2026-11-30'), null);
  });

  it('reads a day, month and year run together, every space lost', () => {
    assert.equal(parseDate('010170', 'birth', '2026-11-30'), '1970-01-01');
    assert.equal(parseDate('16072034', 'expiry', '2026-11-30'), '2034-07-16');
    assert.equal(parseDate('0101701', 'birth', '2026-11-30'), null);
  });

  it('reads a year-first date with its month named, in digits apart by spaces, or run together (ISO basic)', () => {
    assert.equal(parseDate('1970 JAN 02', 'birth', '2026-11-30'), '1970-01-02');
    assert.equal(parseDate('2031-Sep-5', 'expiry', '2026-11-30'), '2031-09-05');
    assert.equal(parseDate('1970 01 02', 'birth', '2026-11-30'), '1970-01-02');
    assert.equal(parseDate('19700101', 'birth', '2026-11-30'), '1970-01-01');
    // Only a 19xx or 20xx year, only the whole value, only a real month and day.
    assert.equal(parseDate('1870 01 02', 'birth', '2026-11-30'), null);
    assert.equal(parseDate('NIN 1970 01 02', 'birth', '2026-11-30'), null);
    assert.equal(parseDate('19701301', 'birth', '2026-11-30'), null);
    assert.equal(parseDate('1970 GENDER 2', 'birth', '2026-11-30'), null);
  });

  it('reads a French month whose letters OCR read as digits, two of them in a row', () => {
    assert.equal(parseDate('30 AUG/A00T 1988', 'birth', '2026-11-30'), '1988-08-30');
    assert.equal(parseDate('26N0V1984', 'birth', '2026-11-30'), '1984-11-26');
    // The French month first and unreadable: its English beside it names the month.
    assert.equal(parseDate('09 A00T/AUG 86', 'birth', '2026-12-01'), '1986-08-09');
  });

  it('reads a month written out with one letter lost or misread, when only one month is a letter away', () => {
    assert.equal(parseDate('ctober 3rd, 1976', 'birth', '2026-12-01'), '1976-10-03');
    assert.equal(parseDate('4 Septembr 1991', 'birth', '2026-12-01'), '1991-09-04');
  });

  it("reads the French month in brackets after the English, and never a month word's own last letters as a day or year", () => {
    assert.equal(parseDate('13 MAY (MAI) 1983', 'birth', '2026-12-01'), '1983-05-13');
    assert.equal(parseDate('30 APR (AVR) 2036', 'expiry', '2026-12-01'), '2036-04-30');
    // APR and IL, read as 11: 6 April 2011, 1 April 1995, 11 April 1995.
    assert.equal(parseDate('6 APRIL', 'expiry', '2026-12-01'), null);
    assert.equal(parseDate('APRIL 1995', 'expiry', '2026-12-01'), null);
    assert.equal(parseDate('1995 APRIL', 'expiry', '2026-12-01'), null);
    assert.equal(parseDate('THURSDAY, 6 APRIL 1995', 'birth', '2026-12-01'), '1995-04-06');
  });

  it('reads a month in Roman numerals only between a day and a four-digit year, and a word month between middle dots', () => {
    assert.equal(parseDate('4-VIII-1991', 'birth', '2026-12-01'), '1991-08-04');
    assert.equal(parseDate('04.XII.1991', 'birth', '2026-12-01'), '1991-12-04');
    assert.equal(parseDate('I 12 1990', 'birth', '2026-12-01'), null);
    assert.equal(parseDate('04·AUG·1991', 'birth', '2026-12-01'), '1991-08-04');
  });

  it('reads a day-first date with `of` before its month, or an apostrophe before a two-digit year', () => {
    assert.equal(parseDate('15th of March 1970', 'birth', '2026-11-30'), '1970-03-15');
    assert.equal(parseDate("15 Mar '70", 'birth', '2026-11-30'), '1970-03-15');
    assert.equal(parseDate('15 Mar ’34', 'expiry', '2026-11-30'), '2034-03-15');
  });

  it('reads a date in a form no rule lists from its parts alone: a day, a month named and a four-digit year, whatever marks stand between', () => {
    assert.equal(parseDate('13 — May — 1983', 'birth', '2026-12-01'), '1983-05-13');
    assert.equal(parseDate('(13) MAY 1983', 'birth', '2026-12-01'), '1983-05-13');
    assert.equal(parseDate('the 13th day of May, 1983', 'birth', '2026-12-01'), '1983-05-13');
    assert.equal(parseDate('May the 13th, 1983', 'birth', '2026-12-01'), '1983-05-13');
    assert.equal(parseDate('13 [MAY] 1983', 'birth', '2026-12-01'), '1983-05-13');
    assert.equal(parseDate('Le 1er mai 1983', 'birth', '2026-12-01'), '1983-05-01');
    assert.equal(parseDate('13_05_1983', 'birth', '2026-12-01'), '1983-05-13');
    assert.equal(parseDate('13~05~1983', 'birth', '2026-12-01'), '1983-05-13');
    // No other word, no other number, two months that agree, a four-digit year, a real day.
    assert.equal(parseDate('(13) MAY 1983 CLASS', 'birth', '2026-12-01'), null);
    assert.equal(parseDate('(13) MAY 1983 (4)', 'birth', '2026-12-01'), null);
    assert.equal(parseDate('(13) MAY [JUIN] 1983', 'birth', '2026-12-01'), null);
    assert.equal(parseDate('(13) MAY 83', 'birth', '2026-12-01'), null);
    assert.equal(parseDate('(31) JUNE 1983', 'birth', '2026-12-01'), null);
    assert.equal(parseDate('13_05~1983', 'birth', '2026-12-01'), null);
  });
});


describe('a date printed with a time or a curly apostrophe', () => {
  it("drops a time after the date (its space lost too) and reads any apostrophe-like mark before a two-digit year (the twenty-second blind set's slip and licence)", () => {
    assert.equal(parseDate('1984-09-0800:00:00', 'birth', '2026-12-01'), '1984-09-08');
    assert.equal(parseDate('1984-09-08 00:00:00', 'birth', '2026-12-01'), '1984-09-08');
    assert.equal(parseDate('14 Jun‘90', 'birth', '2026-12-01'), '1990-06-14');
    assert.equal(parseDate('10:30', 'birth', '2026-12-01'), null);
  });
});

describe('the dates a value spells', () => {
  it('finds two when a value ran across two columns (an issue date beside the birth date), one when it repeats one date', () => {
    assert.deepEqual(datesIn('6th September, 2020 19th August, 1936', 'birth', '2026-11-30'), ['2020-09-06', '1936-08-19']);
    assert.deepEqual(datesIn('19 AUGUST/AOÛT 1936', 'birth', '2026-11-30'), ['1936-08-19']);
    assert.deepEqual(datesIn('02 NOV / NOV 36', 'expiry', '2026-11-30'), ['2036-11-02']);
    assert.deepEqual(datesIn('12 JAN 1990 12/01/1990', 'birth', '2026-11-30'), ['1990-01-12']);
  });
});
