import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Extraction } from '../src/services/document-trust/handlers/index.js';
import { createSandboxAuthority } from '../src/services/document-trust/authorities/sandbox-authority.js';
import { upsertAuthorityRecord } from '../src/services/document-trust/authority-records.repo.js';
import { lookUpNumber } from '../src/services/document-trust/pipeline/number-lookup-step.js';
import { reconcileWithAuthority } from '../src/services/document-trust/pipeline/authority-step.js';
import { createTestDatabase } from './helpers/app.js';

/*
 * A licence number with one letter OCR read as its look-alike (the tenth and eleventh blind sets:
 * `ETG51007PH50` read `ETC51007PH50`, the C at 57% on a 720p selfie): the authority held no record for
 * the number as read and the genuine licence was REVIEW. The record one unclear letter away, holding
 * the name and birth date read, is the document's; a clearly read letter, or a record of someone
 * else, is never taken. Through the sandbox authority on the test database (PGlite and PostgreSQL).
 */

const held = { surname: 'NKONGHO', givenNames: 'TAKON ARREY EBOT', dateOfBirth: '1984-03-09', sex: 'M', expiryDate: '2030-03-08' };

/** A licence as the handler reads it: `number` printed, its characters read at `confidences` (0.99 where not given). */
function licence(options: { number: string; unclear?: Record<number, number>; surname?: string; dateOfBirth?: string }): Extraction {
  const charConfidences = [...options.number].map((_, i) => options.unclear?.[i] ?? 0.99);
  return {
    docType: 'drivers_license',
    fields: { documentNumber: options.number, surname: options.surname ?? held.surname, givenNames: held.givenNames, dateOfBirth: options.dateOfBirth ?? held.dateOfBirth, sex: 'M', expiryDate: held.expiryDate },
    missing: [],
    confidence: 0.95,
    fieldConfidence: { documentNumber: 0.95, surname: 0.95, givenNames: 0.95, dateOfBirth: 0.95, expiryDate: 0.95 },
    printedReads: { documentNumber: { value: options.number, charConfidences } },
    numberConfirmed: false,
    checks: [],
  };
}

describe('a card number with one letter read as its look-alike', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  let authority: ReturnType<typeof createSandboxAuthority>;
  before(async () => {
    test = await createTestDatabase();
    authority = createSandboxAuthority({ db: test.database.db });
    await upsertAuthorityRecord({ db: test.database.db, record: { docType: 'drivers_license', documentNumber: 'ETG51007PH50', fields: held, simulateUnavailable: false } });
    // Another person's licence one look-alike letter from a third number.
    await upsertAuthorityRecord({ db: test.database.db, record: { docType: 'drivers_license', documentNumber: 'KDG40913AA81', fields: { ...held, surname: 'ADEYEMI', givenNames: 'FOLAKE' }, simulateUnavailable: false } });
  });
  after(async () => test.drop());

  it('finds the record one unclearly read letter away that holds the name and birth date read, and says how the number was read', async () => {
    const looked = await lookUpNumber({ extraction: licence({ number: 'ETC51007PH50', unclear: { 2: 0.57 } }), authority });
    assert.equal(looked.lookup?.outcome, 'found');
    assert.equal(looked.extraction?.fields.documentNumber, 'ETG51007PH50');
    const reconciled = await reconcileWithAuthority({ authority, docType: 'drivers_license', extraction: looked.extraction, today: '2026-11-30', lookup: looked.lookup, searched: false, numberReadAs: looked.numberReadAs });
    const found = reconciled.checks.find((check) => check.code === 'AUTHORITY_RECORD_FOUND');
    assert.equal(found?.status, 'pass');
    assert.match(found?.message ?? '', /record for ETG51007PH50, read ETC51007PH50: its C, read at 57%, is the G OCR confuses with it/);
    assert.equal(reconciled.checks.find((check) => check.code === 'AUTHORITY_NAME_MATCH')?.status, 'pass');
  });

  it('keeps the number unfound when the letter was read clearly', async () => {
    const looked = await lookUpNumber({ extraction: licence({ number: 'ETC51007PH50', unclear: { 2: 0.97 } }), authority });
    assert.equal(looked.lookup?.outcome, 'not_found');
    assert.equal(looked.extraction?.fields.documentNumber, 'ETC51007PH50');
    const reconciled = await reconcileWithAuthority({ authority, docType: 'drivers_license', extraction: looked.extraction, today: '2026-11-30', lookup: looked.lookup, searched: false });
    assert.equal(reconciled.checks.find((check) => check.code === 'AUTHORITY_RECORD_FOUND')?.status, 'review');
  });

  it("never takes another person's record, nor one whose birth date differs from the one read", async () => {
    const other = await lookUpNumber({ extraction: licence({ number: 'KDC40913AA81', unclear: { 2: 0.6 } }), authority });
    assert.equal(other.lookup?.outcome, 'not_found');
    assert.equal(other.extraction?.fields.documentNumber, 'KDC40913AA81');
    const born = await lookUpNumber({ extraction: licence({ number: 'ETC51007PH50', unclear: { 2: 0.57 }, dateOfBirth: '1985-03-09' }), authority });
    assert.equal(born.lookup?.outcome, 'not_found');
  });

  it('tries only letters OCR confuses, at most a few lookups', async () => {
    // E, T, C, P and H unclear: E (as F) and C (as G) are tried; T, P and H have no look-alike.
    const looked = await lookUpNumber({ extraction: licence({ number: 'ETC51007PH50', unclear: { 0: 0.5, 1: 0.5, 2: 0.7, 8: 0.4, 9: 0.4 } }), authority });
    assert.equal(looked.extraction?.fields.documentNumber, 'ETG51007PH50');
  });
});
