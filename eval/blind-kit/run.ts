import { runBlindSet, type BlindSetCamera } from '../blind-set.js';
import type { EvalAuthorityRecord } from '../document-eval.js';
import { staleCases, type OracleCase } from './oracle.js';

/**
 * A blind set's runner (eval/documents-blindN.ts, the seventh on): refuses a set whose dates have
 * gone stale (it would measure the calendar, not the reader), then runs it with the shared loop of
 * eval/blind-set.ts, the camera writing each capture's drawn numbers beside the images --samples
 * keeps.
 */

/** --samples, read here too (runBlindSet owns the command line): the camera writes each capture's numbers there. */
function samplesDir(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--samples') return argv[i + 1] ?? null;
    if (arg.startsWith('--samples=')) return arg.slice('--samples='.length);
  }
  return null;
}

export async function runDatedSet<C extends OracleCase & { expectedFields: Record<string, string> }, V extends string>(set: {
  /** `blind12`: names the set in errors; `Blind12` heads its report. */
  name: string;
  /** `a thirteenth`: the set to build once this one goes stale. */
  next: string;
  variants: readonly V[];
  variantDescriptions: Record<V, string>;
  layouts: readonly C['layout'][];
  kinds: readonly C['kind'][];
  cases: C[];
  records: EvalAuthorityRecord[];
  todayIso(): string;
  addDays(iso: string, days: number): string;
  openCamera(options: { samplesDir: string | null }): Promise<BlindSetCamera<C, V>>;
}): Promise<void> {
  const { cases, todayIso } = set;
  // A set whose dates have gone stale measures the calendar, not the reader: refuse it.
  const stale = staleCases(cases, todayIso(), set.addDays);
  if (stale.length) throw new Error(`${set.name}: the set no longer fits today (${todayIso()}); build ${set.next}:\n${stale.slice(0, 10).join('\n')}`);

  await runBlindSet({
    title: `B${set.name.slice(1)}`,
    variants: set.variants,
    variantDescriptions: set.variantDescriptions,
    layouts: set.layouts,
    kinds: set.kinds,
    cases,
    records: set.records,
    openCamera: () => set.openCamera({ samplesDir: samplesDir(process.argv) }),
  });
}
