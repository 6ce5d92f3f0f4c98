import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inArray } from 'drizzle-orm';
import { tables } from '../src/core/db/index.js';
import { bandEdgeCases } from '../src/services/credit-registry/band-edges.fixture.js';
import { catalogGroups } from '../src/services/credit-registry/catalog.js';
import { adminHeaders, call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import {
  balanceOf,
  businessBody,
  chargesOf,
  createReporter,
  individualBody,
  ledgerOf,
  pollStatus,
  prices,
  submit,
  type Kind,
} from './helpers/credit-registry.js';

/*
 * Every catalog apiValue (aliases included) and every daysInArrears band edge through the real POST
 * routes, checking the normalised value stored. One app, reports sent a few at a time.
 */

interface Case {
  label: string;
  kind: Kind;
  body: Record<string, unknown>;
  /** Where the normalised value sits in the stored record, and what it must be. */
  read: (record: Record<string, unknown>) => unknown;
  expected: string;
}

function firstOf(record: Record<string, unknown>, key: string): Record<string, unknown> {
  return (record[key] as Record<string, unknown>[])[0]!;
}

function catalogCases(): Case[] {
  const cases: Case[] = [];
  for (const group of catalogGroups) {
    for (const value of group.values) {
      const label = `${group.field}=${value.apiValue}`;
      const expected = value.mappedValue;
      switch (group.field) {
        case 'accountType':
        case 'repaymentFrequency':
        case 'interestType':
        case 'currency':
          // Both report types accept these: walk them through both routes.
          cases.push({ label: `${label} (individual)`, kind: 'individual', body: individualBody({ [group.field]: value.apiValue }), read: (r) => r[group.field], expected });
          cases.push({ label: `${label} (business)`, kind: 'business', body: businessBody({ [group.field]: value.apiValue }), read: (r) => r[group.field], expected });
          break;
        case 'businessType':
          cases.push({ label, kind: 'business', body: businessBody({ businessType: value.apiValue }), read: (r) => r.businessType, expected });
          break;
        case 'gender': {
          cases.push({ label: `${label} (borrower)`, kind: 'individual', body: individualBody({ gender: value.apiValue }), read: (r) => r.gender, expected });
          const guarantor = { ...(individualBody().guarantors as Record<string, unknown>[])[0], gender: value.apiValue };
          cases.push({ label: `${label} (guarantor)`, kind: 'individual', body: individualBody({ guarantors: [guarantor] }), read: (r) => firstOf(r, 'guarantors').gender, expected });
          const officer = { ...(businessBody().corporateOfficers as Record<string, unknown>[])[0], gender: value.apiValue };
          cases.push({ label: `${label} (officer)`, kind: 'business', body: businessBody({ corporateOfficers: [officer] }), read: (r) => firstOf(r, 'corporateOfficers').gender, expected });
          break;
        }
        case 'role': {
          const officer = { ...(businessBody().corporateOfficers as Record<string, unknown>[])[0], role: value.apiValue };
          cases.push({ label, kind: 'business', body: businessBody({ corporateOfficers: [officer] }), read: (r) => firstOf(r, 'corporateOfficers').role, expected });
          break;
        }
        case 'daysInArrears':
          // Reference only: requests carry the number; the band edges below cover every label.
          break;
        default: {
          const unhandled: never = group;
          throw new Error(`catalog group without an HTTP case: ${JSON.stringify(unhandled)}`);
        }
      }
    }
  }
  return cases;
}

function bandCases(): Case[] {
  return bandEdgeCases.flatMap(([days, band]) =>
    (['individual', 'business'] as const).map((kind) => ({
      label: `daysInArrears=${days} (${kind})`,
      kind,
      body: kind === 'individual' ? individualBody({ daysInArrears: days }) : businessBody({ daysInArrears: days }),
      read: (record: Record<string, unknown>) => record.delinquencyBand,
      expected: band,
    })),
  );
}

/** Sends every case (8 at a time), then reads all stored records in one query. */
async function runCases(t: TestApp, apiKey: string, cases: Case[]): Promise<void> {
  const submissionIds: string[] = [];
  for (let start = 0; start < cases.length; start += 8) {
    const batch = cases.slice(start, start + 8);
    const responses = await Promise.all(batch.map((c) => submit(t, apiKey, c.kind, c.body)));
    responses.forEach((response, index) => {
      assert.equal(response.statusCode, 200, `${batch[index]!.label}: ${response.raw}`);
      submissionIds.push(response.body.data.submissionId);
    });
  }
  const rows = await t.database.db
    .select({ id: tables.creditSubmissions.id, record: tables.creditSubmissions.normalisedRecord, original: tables.creditSubmissions.originalPayload })
    .from(tables.creditSubmissions)
    .where(inArray(tables.creditSubmissions.id, submissionIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  cases.forEach((c, index) => {
    const row = byId.get(submissionIds[index]!);
    assert.ok(row, c.label);
    assert.equal(c.read(row.record), c.expected, c.label);
    assert.deepEqual(row.original, c.body, `${c.label}: the body as sent is kept beside the normalised record`);
  });
}

describe(`credit registry catalog and bands through HTTP (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('stores the mappedValue of every catalog apiValue, aliases included, on the routes that use it', async () => {
    const { apiKey } = await createReporter(t, { balanceKobo: 10_000_000 });
    const cases = catalogCases();
    const walked = new Set(cases.map((c) => c.label.split(' ')[0]));
    for (const group of catalogGroups) {
      if (group.field === 'daysInArrears') continue;
      for (const value of group.values) assert.ok(walked.has(`${group.field}=${value.apiValue}`), `${group.field}=${value.apiValue} has an HTTP case`);
    }
    await runCases(t, apiKey, cases);
  });

  it('maps every daysInArrears band edge to its band on both routes', async () => {
    const { apiKey } = await createReporter(t, { balanceKobo: 10_000_000 });
    const cases = bandCases();
    const labels = new Set(bandEdgeCases.map(([, band]) => band));
    const daysGroup = catalogGroups.find((group) => group.field === 'daysInArrears');
    assert.deepEqual([...labels].sort(), daysGroup?.values.map((value) => value.apiValue).sort(), 'the edges cover every band label');
    await runCases(t, apiKey, cases);
  });

  it('rejects a band edge just outside the range (-1) and a fractional day count, unbilled', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    for (const daysInArrears of [-1, 29.5]) {
      const response = await submit(t, apiKey, 'individual', individualBody({ daysInArrears }));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.body.error?.details.map((detail) => detail.path), ['daysInArrears']);
    }
    assert.equal((await chargesOf(t, institutionId)).length, 0);
  });
});

describe(`credit registry under a subscription (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  async function setSubscription(institutionId: string, activeUntil: string | null): Promise<void> {
    const response = await call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institutionId}/subscription`, headers: adminHeaders(t), body: { activeUntil } });
    assert.equal(response.statusCode, 200, response.raw);
  }

  it('records reports and polls at 0 kobo with their own ledger rows, even with an empty wallet, and debits again once it ends', async () => {
    const { institutionId, apiKey } = await createReporter(t, { balanceKobo: 0 });
    await setSubscription(institutionId, new Date(Date.now() + 86_400_000).toISOString());

    const individual = await submit(t, apiKey, 'individual', individualBody());
    const business = await submit(t, apiKey, 'business', businessBody());
    assert.equal(individual.statusCode, 200, individual.raw);
    assert.equal(business.statusCode, 200, business.raw);
    const poll = await pollStatus(t, apiKey, individual.body.data.submissionId);
    assert.equal(poll.statusCode, 200);
    const repeat = await submit(t, apiKey, 'individual', individualBody({ accountNumber: individual.body.data.accountNumber, daysInArrears: 200 }));
    assert.equal(repeat.statusCode, 200, 'an update of the loan is another report');

    const charges = await chargesOf(t, institutionId);
    assert.deepEqual(
      charges.map((charge) => [charge.transactionRef, charge.serviceCode, charge.amountKobo]).sort(),
      [
        [individual.body.transactionRef, 'CRDEFAULTINDIVIDUAL', 0],
        [business.body.transactionRef, 'CRDEFAULTBUSINESS', 0],
        [poll.body.transactionRef, 'CRDEFAULTSTATUS', 0],
        [repeat.body.transactionRef, 'CRDEFAULTINDIVIDUAL', 0],
      ].sort(),
    );
    const ledger = await ledgerOf(t, institutionId);
    assert.ok(ledger.every((entry) => entry.balanceAfterKobo === 0), 'every row records the unchanged balance');
    assert.equal(await balanceOf(t, institutionId), 0);

    // A subscription pays for accepted reports only: an invalid one is still a 400 with no ledger row.
    const invalid = await submit(t, apiKey, 'business', businessBody({ rcNumber: '' }));
    assert.equal(invalid.statusCode, 400);
    assert.equal((await chargesOf(t, institutionId)).length, 4);

    await setSubscription(institutionId, null);
    const refused = await submit(t, apiKey, 'individual', individualBody());
    assert.equal(refused.statusCode, 402, 'an ended subscription falls back to the empty wallet');
    const refusedPoll = await pollStatus(t, apiKey, individual.body.data.submissionId);
    assert.equal(refusedPoll.statusCode, 402);
  });

  it('answers a repeat under a subscription with the original 0-kobo charge', async () => {
    const { institutionId, apiKey } = await createReporter(t, { balanceKobo: 1_000 });
    await setSubscription(institutionId, new Date(Date.now() + 3_600_000).toISOString());
    const body = businessBody();
    const first = await submit(t, apiKey, 'business', body);
    const again = await submit(t, apiKey, 'business', body);
    assert.equal(again.statusCode, 200);
    assert.equal(again.body.transactionRef, first.body.transactionRef);
    const charges = await chargesOf(t, institutionId);
    assert.equal(charges.length, 1);
    assert.equal(charges[0]?.amountKobo, 0);
    assert.equal(await balanceOf(t, institutionId), 1_000);
    assert.ok(prices.CRDEFAULTBUSINESS > 0, 'the service has a price the subscription waived');
  });
});
