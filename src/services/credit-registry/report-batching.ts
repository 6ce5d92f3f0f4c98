import type { Db } from '../../core/db/index.js';
import type { InstitutionCaller } from '../../platform/institutions/index.js';
import { processSubmissionJob } from './credit-registry.jobs.js';
import { storeReportsInOneStatement, type BatchedReport } from './submissions.repo.js';

/*
 * Group commit for single reports. On the embedded database every statement pays a fixed cost
 * (executor start, commit, WAL) that is most of a report's cost, and statements run one at a time
 * anyway; so reports that arrive while another statement runs wait for it together and are then
 * stored by ONE statement. Measured on PGlite: a report stored alone ~0.5 ms of database time, in a
 * batch of 16 ~0.2 ms. Nothing is kept beyond the tick that gathers a batch: every report still
 * answers only after its own rows committed, and a batch that cannot be stored whole (a repeat
 * candidate, a wallet short of the total, a concurrent twin) is stored report by report exactly as
 * before, so the API's behaviour is the same.
 */

export type BatchedOutcome =
  | { stored: true; transactionRef: string; amountKobo: number }
  /** Nothing was written: a repeat candidate exists, or the wallet cannot pay. The caller takes the careful path. */
  | { stored: false };

/** Enough to amortise the fixed cost; small enough that one slow batch delays few callers. */
const maxBatch = 32;

interface Waiting {
  caller: InstitutionCaller;
  report: BatchedReport;
  resolve(outcome: BatchedOutcome): void;
  reject(error: unknown): void;
}

interface Queue {
  waiting: Waiting[];
  flushing: boolean;
}

const queues = new WeakMap<Db, Queue>();

/** Stores one new report with its charge and job, batched with whatever arrives alongside it. */
export function storeReportBatched(options: { db: Db; caller: InstitutionCaller; report: BatchedReport }): Promise<BatchedOutcome> {
  let queue = queues.get(options.db);
  if (!queue) queues.set(options.db, (queue = { waiting: [], flushing: false }));
  const target = queue;
  return new Promise((resolve, reject) => {
    target.waiting.push({ caller: options.caller, report: options.report, resolve, reject });
    if (!target.flushing) {
      target.flushing = true;
      // Gather what arrives in this turn of the event loop before the first statement.
      setImmediate(() => void flush(options.db, target));
    }
  });
}

async function flush(db: Db, queue: Queue): Promise<void> {
  try {
    while (queue.waiting.length > 0) {
      const batches = takeBatches(queue);
      await Promise.all(batches.map((batch) => storeBatch(db, batch)));
    }
  } catch (error) {
    // storeBatch answers every report itself; this is for a fault in the batching code, which must
    // fail the reports still waiting rather than leave them (and every later report) hanging.
    for (const waiting of queue.waiting.splice(0)) waiting.reject(error);
  } finally {
    queue.flushing = false;
  }
}

/**
 * Splits what waits into batches a statement can store: one per caller and price (one charge
 * rule), without two reports of one loan or one key (those wait for the next round).
 */
function takeBatches(queue: Queue): Waiting[][] {
  const batches = new Map<string, { items: Waiting[]; keys: Set<string> }>();
  const later: Waiting[] = [];
  for (const waiting of queue.waiting) {
    const { caller, report } = waiting;
    const group = `${caller.institutionId}\u0000${caller.service?.code ?? ''}\u0000${caller.service?.priceKobo ?? ''}`;
    let batch = batches.get(group);
    if (!batch) batches.set(group, (batch = { items: [], keys: new Set() }));
    const keys = [`a:${report.accountNumber}`, `d:${report.dedupeKey}`, ...(report.idempotencyKey === null ? [] : [`i:${report.idempotencyKey}`])];
    if (batch.items.length >= maxBatch || keys.some((key) => batch.keys.has(key))) {
      later.push(waiting);
      continue;
    }
    batch.items.push(waiting);
    for (const key of keys) batch.keys.add(key);
  }
  queue.waiting = later;
  return [...batches.values()].map((batch) => batch.items);
}

async function storeBatch(db: Db, batch: Waiting[]): Promise<void> {
  const store = (waiting: Waiting[]) => storeReportsInOneStatement({ db, caller: waiting[0]!.caller, reports: waiting.map(({ report }) => report), job: processSubmissionJob });
  const answer = (waiting: Waiting, outcome: Awaited<ReturnType<typeof store>>) =>
    waiting.resolve(outcome.stored ? { stored: true, transactionRef: waiting.report.transactionRef, amountKobo: outcome.amountKobo } : { stored: false });
  if (batch.length > 1) {
    try {
      const outcome = await store(batch);
      if (outcome.stored) {
        for (const waiting of batch) answer(waiting, outcome);
        return;
      }
    } catch {
      // A conflict with a concurrent writer rolled the whole batch back; each report finds out alone below.
    }
  }
  await Promise.all(
    batch.map(async (waiting) => {
      try {
        answer(waiting, await store([waiting]));
      } catch (error) {
        waiting.reject(error);
      }
    }),
  );
}
