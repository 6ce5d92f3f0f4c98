import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSex } from './text-fields.js';

describe('a sex value as read', () => {
  it('reads M, F and their words, and a lone F that OCR read as E', () => {
    assert.equal(parseSex('M'), 'M');
    assert.equal(parseSex('female'), 'F');
    assert.equal(parseSex('E'), 'F');
    assert.equal(parseSex('EEMALE'), 'F');
  });

  it('reads nothing else', () => {
    assert.equal(parseSex('EN'), null);
    assert.equal(parseSex('X'), null);
    assert.equal(parseSex(''), null);
  });
});
