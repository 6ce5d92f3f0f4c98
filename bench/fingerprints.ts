/**
 * The near-duplicate replay lookup (frames.repo.ts, claimFingerprints) against a large registry:
 * `--rows` stored fingerprints (random 256-bit hashes with their band keys, spread over 1,000
 * sessions), one sequence of 3 probe frames, two of them within 5 bits of stored frames of one
 * session. Baseline in the same run: the lookup as it was before the band index, measuring every
 * stored row against every probe. Prints both medians, the ratio, and PostgreSQL's (or PGlite's)
 * plan of the indexed lookup.
 *
 *   node --import tsx bench/fingerprints.ts --rows 100000
 *   VERITY_TEST_DB=postgres VERITY_TEST_PG_URL="$(bash scripts/ensure-postgres.sh | tail -n1)" node --import tsx bench/fingerprints.ts --rows 1000000
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows, tables, type Db } from '../src/core/db/index.js';
import { claimFingerprints, fingerprintLockKeys } from '../src/services/embed/liveness/frames.repo.js';
import { challengeLimits } from '../src/services/embed/liveness/verify-challenge.js';
import { createTestApp, testDatabaseKind } from '../test/helpers/app.js';
import { createSession, registerPartner } from '../test/helpers/embed.js';
import { timeMedian } from './helpers.js';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, runs: { type: 'string', default: '9' } } });
const rows = Number(args.rows);
const runs = Number(args.runs);
const sessions = 1_000;
const maxDistance = challengeLimits.replayMaxHashDistance;

const t = await createTestApp();
try {
  const db: Db = t.database.db;
  const partner = await registerPartner(t);
  const template = await createSession(t, partner, 'liveness');
  // Sessions copied from a real one (only id and token differ): the fingerprints' foreign key needs them.
  await t.database.db.execute(sql`insert into embed_sessions
    select (jsonb_populate_record(null::embed_sessions, to_jsonb(s) || jsonb_build_object('id', 'bench-' || g, 'token_hash', 'bench-' || g))).*
    from embed_sessions s, generate_series(1, ${sessions}::int) g where s.id = ${template.sessionId}`);
  const filled = performance.now();
  // The band keys as the migration computes them (equal to fingerprintLockKeys), batch by batch.
  const batch = 50_000;
  for (let from = 0; from < rows; from += batch) {
    const count = Math.min(batch, rows - from);
    await t.database.db.execute(sql`insert into embed_capture_fingerprints (session_id, frame, block_hash, band_keys)
      select 'bench-' || (1 + n % ${sessions}::int), n / ${sessions}::int, h, (
        select array_agg(distinct ('x' || left(encode(sha256(convert_to(b::text || ':' || substr(h::text, b * 256 / 9 + 1, (b + 1) * 256 / 9 - b * 256 / 9), 'UTF8')), 'hex'), 8))::bit(32)::int)
        from generate_series(0, 8) as b)
      from (select n, ('x' || md5(random()::text || n) || md5(random()::text || -n))::bit(256) as h from generate_series(${from}::int, ${from + count - 1}::int) as n) as made`);
  }
  await t.database.db.execute(sql`analyze embed_capture_fingerprints`);
  console.log(`${testDatabaseKind}: ${rows} fingerprints over ${sessions} sessions stored in ${((performance.now() - filled) / 1000).toFixed(0)} s`);

  // Two probes 5 bits from two stored frames of one session (a replay), one unrelated.
  const copied = await queryRows<{ block_hash: string }>(db, sql`select block_hash::text as block_hash from embed_capture_fingerprints where session_id = 'bench-7' order by frame limit 2`);
  const flip = (hash: string) => [...hash].map((bit, i) => (i % 50 === 3 ? (bit === '0' ? '1' : '0') : bit)).join('');
  const random = () => Array.from({ length: 256 }, () => (Math.random() < 0.5 ? '0' : '1')).join('');
  const frames = [flip(copied[0]!.block_hash), flip(copied[1]!.block_hash), random()].map((blockHash, frame) => ({ frame, blockHash }));
  const probe = await createSession(t, partner, 'liveness');
  const found = await claimFingerprints({ db, sessionId: probe.sessionId, frames, maxDistance, keep: () => false });
  console.log(`indexed lookup finds: ${JSON.stringify(found)} (expected 2 frames of bench-7, closest 6)`);
  if (found.frames !== 2 || found.sessionId !== 'bench-7') throw new Error('the replay was not found');

  // The lookup before the band index: every stored row against every probe.
  const hashes = frames.map((frame) => frame.blockHash);
  const probes = sql`unnest(${`{${hashes.join(',')}}`}::text[]) with ordinality as probe(hash, frame)`;
  const distance = sql`bit_count(${tables.embedCaptureFingerprints.blockHash} # probe.hash::bit(256))`;
  const fullScan = async () => {
    await queryRows(db, sql`select min(${distance})::int as closest from ${tables.embedCaptureFingerprints}, ${probes} where session_id <> ${probe.sessionId}`);
    return queryRows<{ session_id: string; frames: number }>(
      db,
      sql`select session_id, count(distinct probe.frame)::int as frames from ${tables.embedCaptureFingerprints}, ${probes}
          where session_id <> ${probe.sessionId} and ${distance} <= ${maxDistance} group by session_id order by frames desc limit 1`,
    );
  };
  const [scanned] = await fullScan();
  if (scanned?.session_id !== 'bench-7' || scanned.frames !== 2) throw new Error(`the full scan disagrees: ${JSON.stringify(scanned)}`);

  const scan = await timeMedian(`before: whole-table scan, ${rows} rows x 3 probes`, fullScan, { runs: Math.min(runs, 5), labelWidth: 56 });
  const indexed = await timeMedian('claimFingerprints (band index), 3 probes', () => claimFingerprints({ db, sessionId: probe.sessionId, frames, maxDistance, keep: () => false }), { runs, labelWidth: 56 });
  console.log(`ratio: indexed / scan ${(indexed / scan).toFixed(4)} (${(scan / indexed).toFixed(0)}x faster)`);

  const keys = fingerprintLockKeys(hashes, maxDistance);
  const plan = await queryRows<Record<string, string>>(
    db,
    sql`explain analyze select session_id, block_hash from embed_capture_fingerprints where band_keys && ${`{${keys.join(',')}}`}::int[] and session_id <> ${probe.sessionId}`,
  );
  console.log('plan of the candidate read:');
  for (const line of plan) console.log(`  ${Object.values(line)[0]}`);
} finally {
  await t.close();
}
