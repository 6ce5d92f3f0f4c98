import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitPrintedName } from './printed-values.js';

describe("a name printed as one run of words, split where the authority's record says", () => {
  const split = (printed: string, held: { surname?: string; givenNames?: string }) => {
    const parts = splitPrintedName({ value: printed }, held);
    return parts ? [parts.surname.value, parts.givenNames.value] : null;
  };

  it('splits surname first or last, both parts the record', () => {
    assert.deepEqual(split('DAMBAZAU ABUBAKAR SADIQ', { surname: 'DAMBAZAU', givenNames: 'ABUBAKAR SADIQ' }), ['DAMBAZAU', 'ABUBAKAR SADIQ']);
    assert.deepEqual(split('ABUBAKAR SADIQ DAMBAZAU', { surname: 'DAMBAZAU', givenNames: 'ABUBAKAR SADIQ' }), ['DAMBAZAU', 'ABUBAKAR SADIQ']);
    // Letter for letter: a hyphen OCR dropped, or a space it added, is the same name.
    assert.deepEqual(split('OKONKWO OBI NGOZI ADAEZE', { surname: 'OKONKWO-OBI', givenNames: 'NGOZI ADAEZE' }), ['OKONKWO OBI', 'NGOZI ADAEZE']);
  });

  it('reads the other part as printed when only one part is the record (another surname before the given names)', () => {
    assert.deepEqual(split('ADEYEMI NGOZI ADAEZE', { surname: 'OKONKWO', givenNames: 'NGOZI ADAEZE' }), ['ADEYEMI', 'NGOZI ADAEZE']);
    assert.deepEqual(split('OKONKWO NGOZI AMAKA', { surname: 'OKONKWO', givenNames: 'NGOZI ADAEZE' }), ['OKONKWO', 'NGOZI AMAKA']);
  });

  it('never guesses: no part of the record printed, two equally good splits, or one word', () => {
    assert.equal(split('ADEYEMI BOLA TUNDE', { surname: 'OKONKWO', givenNames: 'NGOZI' }), null);
    // BELLO is the record's surname at either end: which end is the surname is not known.
    assert.equal(split('BELLO MUSA BELLO', { surname: 'BELLO', givenNames: 'AHMED' }), null);
    assert.equal(split('DAMBAZAU', { surname: 'DAMBAZAU', givenNames: 'ABUBAKAR' }), null);
  });
});
