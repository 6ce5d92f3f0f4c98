import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrWord } from '../ocr/ocr-pool.js';
import { letterAbsentConfidence } from './missing-letters.js';

/*
 * The spacings below are the ones the recogniser gave on the thirteenth blind set's captures (its
 * centres fall on sixths of the line height): TABITA printed for TABITHA at the usual step, and the
 * genuine BINTU read BNTU with a step twice the usual one where the I was.
 */

const word = (text: string, charCentres: number[], confidence = 0.98): OcrWord => ({
  text,
  confidence,
  charConfidences: Array.from(text, () => confidence),
  charCentres,
  box: { x0: 0, y0: 0, x1: 10 * text.length, y1: 20 },
});

describe('letterAbsentConfidence', () => {
  it('says a letter is absent where its neighbours stand at the usual step, one CTC step of jitter allowed', () => {
    assert.equal(letterAbsentConfidence('TABITHA', word('TABITA', [3.25, 3.75, 4.42, 5.08, 5.58, 6.08])), 0.98);
    // T to A one step wider than the usual half line height: still no room for an H.
    assert.equal(letterAbsentConfidence('TABITHA', word('TABITA', [3.25, 3.75, 4.59, 5.09, 5.59, 6.25])), 0.98);
  });

  it('says two letters in a row are absent where their neighbours stand at the usual step; not where there is room', () => {
    // OBALOMATE printed for OBARILOMATE (the fourteenth set), its L where the R and I would have been.
    const centres = [0.5, 1.17, 1.83, 2.5, 3.0, 3.67, 4.5, 5.17, 5.83];
    assert.equal(letterAbsentConfidence('OBARILOMATE', word('OBALOMATE', centres)), 0.98);
    assert.equal(letterAbsentConfidence('OBARILOMATE', word('OBALOMATE', centres.map((c, k) => (k >= 3 ? c + 0.67 : c)))), null);
    // Three letters missing is no slip of this kind.
    assert.equal(letterAbsentConfidence('OBARILOMATE', word('OBAOMATE', [0.5, 1.17, 1.83, 2.5, 3.33, 4.0, 4.67, 5.33])), null);
  });

  it('says nothing where the neighbours stand a letter apart (OCR dropped a printed letter)', () => {
    assert.equal(letterAbsentConfidence('TABITHA', word('TABITA', [3.25, 3.75, 4.42, 5.08, 5.58, 6.75])), null);
    // KELLU read KELU: one of the two places leaves room, so the read may have lost it there.
    assert.equal(letterAbsentConfidence('KELLU', word('KELU', [0.5, 1.83, 2.33, 3.66])), null);
  });

  it('says nothing of a doubled letter read once, at whatever spacing (CTC collapses two spikes of one letter)', () => {
    assert.equal(letterAbsentConfidence('NGADDA', word('NGADA', [0.42, 1.25, 1.92, 2.75, 3.42])), null);
  });

  /*
   * A doubled letter is judged by the word read again alone (wordReader): the fifteenth set's forged
   * UMULKHAIRI (for UMMULKHAIRI) read alone as the page read it, at 98-100%; a printed pair, read
   * alone, shows both letters.
   */
  const forged = word('UMULKHAIRI', [0.5, 1.17, 1.83, 2.33, 3.0, 3.67, 4.33, 4.83, 5.33, 5.83]);
  const alone = (text: string, confidence = 0.99): OcrWord[] => [word(text, [], confidence)];
  it('says one of a doubled letter is absent when every reading alone lacks it too, read clearly', () => {
    assert.equal(letterAbsentConfidence('UMMULKHAIRI', forged, [alone('UMULKHAIRI'), alone('UMULKHAIRI', 0.96)]), 0.96);
    // A reading alone that garbles another letter says nothing, as long as one spells the word as read.
    assert.equal(letterAbsentConfidence('UMMULKHAIRI', forged, [alone('UMULKHAIRI'), alone('JMULKHAIRI')]), 0.98);
  });

  it('says nothing when a reading alone shows the pair, reads the word unclearly, or there is none', () => {
    assert.equal(letterAbsentConfidence('UMMULKHAIRI', forged, [alone('UMULKHAIRI'), alone('UMMULKHAIR')]), null);
    assert.equal(letterAbsentConfidence('UMMULKHAIRI', forged, [alone('UMULKHAIRI', 0.85)]), null);
    assert.equal(letterAbsentConfidence('UMMULKHAIRI', forged, [alone('JMULKHAIRI')]), null);
    assert.equal(letterAbsentConfidence('UMMULKHAIRI', forged, []), null);
  });

  it('judges one of a doubled letter at either end of the word by the readings alone (NABIGET printed for NNABIGET)', () => {
    const start = word('NABIGET', [0.5, 1.17, 1.83, 2.33, 2.83, 3.5, 4.17]);
    assert.equal(letterAbsentConfidence('NNABIGET', start, [alone('NABIGET'), alone('NABIGET', 0.97)]), 0.97);
    assert.equal(letterAbsentConfidence('NNABIGET', start, [alone('NABIGET'), alone('NNABIGET')]), null);
    const end = word('TOKKO', [0.5, 1.17, 1.83, 2.5, 3.17]);
    assert.equal(letterAbsentConfidence('TOKKOO', end, [alone('TOKKO'), alone('TOKKO')]), 0.98);
    assert.equal(letterAbsentConfidence('TOKKOO', end, [alone('TOKKOO'), alone('TOKKO')]), null);
  });

  it('says nothing of the thinnest pairs, whatever the readings alone (HAJJA read alone HAJA)', () => {
    assert.equal(letterAbsentConfidence('HAJJAA', word('HAJAA', [0.5, 1.17, 1.83, 2.5, 3.17]), [alone('HAJAA'), alone('HAJAA')]), null);
  });

  it('judges a letter missing at either end by the readings alone with room at that end (NKANAN printed for NKANANG)', () => {
    const end = word('NKANAN', [0.5, 1.17, 1.83, 2.5, 3.17, 3.83]);
    assert.equal(letterAbsentConfidence('NKANANG', end, [alone('NKANAN'), alone('NKANAN', 0.97)]), 0.97);
    // A reading alone with other print in its room (a stray mark) still spells the word as the page did.
    assert.equal(letterAbsentConfidence('NKANANG', end, [[...alone('NKANAN'), ...alone('VC')], alone('NKANAN')]), 0.98);
    const start = word('CHABI', [0.5, 1.17, 1.83, 2.5, 3.0]);
    assert.equal(letterAbsentConfidence('OCHABI', start, [alone('CHABI'), alone('CHABI')]), 0.98);
  });

  it('says nothing of an end letter when a reading alone shows it, misspells the word, reads its last letter unclearly, or one reading is all', () => {
    const end = word('NKANAN', [0.5, 1.17, 1.83, 2.5, 3.17, 3.83]);
    assert.equal(letterAbsentConfidence('NKANANG', end, [alone('NKANAN'), alone('NKANANG')]), null);
    assert.equal(letterAbsentConfidence('NKANANG', end, [alone('NKANAN'), alone('NKANAM')]), null);
    assert.equal(letterAbsentConfidence('NKANANG', end, [alone('NKANAN'), alone('NKANAN', 0.8)]), null);
    assert.equal(letterAbsentConfidence('NKANANG', end, [alone('NKANAN')]), null);
    assert.equal(letterAbsentConfidence('NKANANG', end), null);
  });

  /*
   * A narrow letter inside a word: the twentieth set's forged EDIDONG (for EDIDIONG) on its clean
   * capture, the D to O step the usual one, read alone at its own width and half again as the page did.
   */
  const edidong = word('EDIDONG', [0.5, 1.33, 2.33, 3.0, 4.0, 5.0, 6.17]);
  it('says a narrow letter inside a word is absent when its neighbours stand at the usual step and every reading alone lacks it', () => {
    assert.equal(letterAbsentConfidence('EDIDIONG', edidong, [alone('EDIDONG'), alone('EDIDONG', 0.94)]), 0.94);
  });

  it('says nothing of a narrow letter inside a word with room for it, a reading alone showing it or spelling the word otherwise, or fewer than two readings alone', () => {
    // The D to O step a third of a line height wider than the usual one: room for an I.
    assert.equal(letterAbsentConfidence('EDIDIONG', word('EDIDONG', [0.5, 1.33, 2.33, 3.0, 4.33, 5.33, 6.5]), [alone('EDIDONG'), alone('EDIDONG')]), null);
    assert.equal(letterAbsentConfidence('EDIDIONG', edidong, [alone('EDIDONG'), alone('EDIDIONG')]), null);
    assert.equal(letterAbsentConfidence('EDIDIONG', edidong, [alone('EDIDONG'), alone('EDLDONG')]), null);
    assert.equal(letterAbsentConfidence('EDIDIONG', edidong, [alone('EDIDONG')]), null);
    assert.equal(letterAbsentConfidence('EDIDIONG', edidong), null);
  });

  it('says nothing of a narrow letter missing at either end (the genuine ONYEBUCHI read ONYEBUCH alone too), a narrow letter inside with no reading alone, a short word or a letter unclear beside the place', () => {
    assert.equal(letterAbsentConfidence('ONYEBUCHI', word('ONYEBUCH', [0.5, 1.17, 1.83, 2.5, 3.17, 3.83, 4.5, 5.17]), [alone('ONYEBUCH'), alone('ONYEBUCH')]), null);
    assert.equal(letterAbsentConfidence('TCHABI', word('CHABI', [0.5, 1.17, 1.83, 2.5, 3.0]), [alone('CHABI'), alone('CHABI')]), null);
    assert.equal(letterAbsentConfidence('BINTUS', word('BNTUS', [0.5, 1.17, 1.83, 2.5, 3.17])), null);
    assert.equal(letterAbsentConfidence('ANDE', word('ADE', [0.5, 1.17, 1.83])), null);
    assert.equal(letterAbsentConfidence('TABITHA', word('TABITA', [3.25, 3.75, 4.42, 5.08, 5.58, 6.08], 0.85)), null);
  });

  it('says nothing without the positions, or when the read is not the word one letter short', () => {
    assert.equal(letterAbsentConfidence('TABITHA', { ...word('TABITA', []), charCentres: undefined }), null);
    assert.equal(letterAbsentConfidence('TABITHA', word('TABATA', [3.25, 3.75, 4.42, 5.08, 5.58, 6.08])), null);
  });
});
