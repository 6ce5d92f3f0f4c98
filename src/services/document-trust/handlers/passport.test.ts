import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mrzCheckDigit } from '../../../../test/helpers/documents.js';
import type { OcrLine } from '../ocr/ocr-pool.js';
import { passportHandler } from './passport.js';

/*
 * What a failing MRZ check digit proves depends on how clearly the digit itself was read. A page whose
 * labels OCR garbled (`Dae oi irh` over `30 SEP 1998`) is built here as OCR lines, so the digit's
 * confidence is the one thing that changes between the cases.
 */

const line1 = 'P<NGAGIDADO<<HADIZA<BILKISU<<<<<<<<<<<<<<<<<';
/** Line 2 of the genuine page, then its document number's check digit as given (a forger's edit leaves the composite as it was). */
function line2(numberDigit: string): string {
  const [number, dob, expiry, optional] = ['A77058076', '980930', '270713', '<<<<<<<<<<<<<<'];
  const guarded = `${number}${mrzCheckDigit(number)}${dob}${mrzCheckDigit(dob)}${expiry}${mrzCheckDigit(expiry)}${optional}${mrzCheckDigit(optional)}`;
  const genuine = `${number}${mrzCheckDigit(number)}NGA${dob}${mrzCheckDigit(dob)}F${expiry}${mrzCheckDigit(expiry)}${optional}${mrzCheckDigit(optional)}${mrzCheckDigit(guarded)}`;
  return `${genuine.slice(0, 9)}${numberDigit}${genuine.slice(10)}`;
}

const word = (text: string, x: number, y: number) => ({ text, confidence: 0.97, box: { x0: x, y0: y, x1: x + 14 * text.length, y1: y + 24 } });
const page = (mrz2: string): { text: string; confidence: number; skewDegrees: number; lines: OcrLine[] } => {
  const rows = [
    ['PASSPORT', 'PASSEPORT'],
    ['Fpe/Tupe', 'Conlny', 'Paspt', 'a/'],
    ['P', 'NGA', 'A77058076'],
    ['suname/om'],
    ['GIDADO'],
    ['Oher', 'Noes'],
    ['HADIZA', 'BILKISU'],
    ['Dae', 'oi', 'irh'],
    ['30', 'SEP', '1998', 'F'],
    ['Date', 'of', 'pry'],
    ['13', 'JUL', '2027'],
    [line1],
    [mrz2],
  ];
  const lines = rows.map((texts, i) => {
    // Each word in its own column, as a data page sets its fields apart.
    const words = texts.map((text, j) => word(text, 100 + 240 * j, 40 * i));
    return { text: texts.join(' '), confidence: 0.97, words };
  });
  return { text: lines.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines };
};

async function mrzCheck(options: { numberDigit: string; digitConfidence: number; mrzConfidence?: number }) {
  const mrz2 = line2(options.numberDigit);
  const confidences = Array.from(mrz2, (_, i) => (i === 9 ? options.digitConfidence : 0.97));
  const extraction = await passportHandler.extract({
    page: page(mrz2),
    today: '2026-11-29',
    readMrz: async () => ({ lines: [line1, mrz2], lineConfidences: [Array.from(line1, () => 0.97), confidences], accepted: false, text: `${line1}\n${mrz2}`, confidence: options.mrzConfidence ?? 0.95 }),
  });
  return extraction.checks.find((check) => check.code === 'MRZ_CHECK_DIGITS');
}

describe('a failing MRZ check digit on a page whose labels OCR garbled', () => {
  it('builds the genuine line the test varies (its check digits hold)', async () => {
    assert.equal(mrzCheckDigit('A77058076'), '8');
    assert.equal((await mrzCheck({ numberDigit: '8', digitConfidence: 0.97 }))?.status, 'pass');
  });

  it('FAILs when the digit was read clearly and the number it guards is printed on the page as the MRZ reads it', async () => {
    const check = await mrzCheck({ numberDigit: '7', digitConfidence: 0.96 });
    assert.equal(check?.status, 'fail', check?.message);
    assert.match(check?.message ?? '', /Document number check digit/);
  });

  it('stays REVIEW when the failing digit itself was read unclearly: it may be the misread', async () => {
    const check = await mrzCheck({ numberDigit: '7', digitConfidence: 0.62 });
    assert.equal(check?.status, 'review', check?.message);
  });

  it("FAILs on a phone photo's MRZ read at 60% on average when the failing digit itself was read clearly and its number agrees with the page", async () => {
    const check = await mrzCheck({ numberDigit: '7', digitConfidence: 0.96, mrzConfidence: 0.6 });
    assert.equal(check?.status, 'fail', check?.message);
    assert.match(check?.message ?? '', /failing digit read at 96% and the field it guards the same in the visual zone/);
    const unclear = await mrzCheck({ numberDigit: '7', digitConfidence: 0.7, mrzConfidence: 0.6 });
    assert.equal(unclear?.status, 'review', unclear?.message);
  });

  it('stays REVIEW on such a read when the failing digit guards no field the page prints (the personal number)', async () => {
    const mrz2 = line2('8');
    // The personal number's check digit (position 42) changed: it and the composite fail, nothing printed agrees or not.
    const spoilt = `${mrz2.slice(0, 42)}${mrz2[42] === '1' ? '2' : '1'}${mrz2.slice(43)}`;
    const extraction = await passportHandler.extract({
      page: page(spoilt),
      today: '2026-11-29',
      readMrz: async () => ({ lines: [line1, spoilt], lineConfidences: [Array.from(line1, () => 0.97), Array.from(spoilt, () => 0.9)], accepted: false, text: `${line1}\n${spoilt}`, confidence: 0.6 }),
    });
    const check = extraction.checks.find((c) => c.code === 'MRZ_CHECK_DIGITS');
    assert.equal(check?.status, 'review', check?.message);
  });
});
