import { runBlindSet } from './blind-set.js';
import { openBlind7Camera } from './documents-blind7/camera.js';
import { variantDescriptions, variants } from './documents-blind7/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind7/cases.js';
import { addDays, todayIso } from './documents-blind7/dates.js';
import { staleCases } from './documents-blind7/oracle.js';

/**
 * The seventh blind document set (eval/documents-blind7/, docs/document-blind7-set.md): six people
 * of peoples no earlier set used, five layouts in two designs each, thirteen font families no earlier
 * set used, and five hand-held, lamp-lit, dim, on-screen and twice-forwarded captures of every
 * document. Run it, report its tables, never tune on it; once seen, build an eighth.
 *
 *   node --import tsx eval/documents-blind7.ts [--layouts passport,pvc] [--variants lamp-glare] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind7` and `bash scripts/ensure-chromium.sh`.
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

const cases = buildCases();
// A set whose dates have gone stale measures the calendar, not the reader: refuse it.
const stale = staleCases(cases, todayIso(), addDays);
if (stale.length) throw new Error(`blind7: the set no longer fits today (${todayIso()}); build an eighth:\n${stale.slice(0, 10).join('\n')}`);

await runBlindSet({
  title: 'Blind7',
  variants,
  variantDescriptions,
  layouts,
  kinds,
  cases,
  records: recordsOf(cases),
  openCamera: () => openBlind7Camera({ samplesDir: samplesDir(process.argv) }),
});
