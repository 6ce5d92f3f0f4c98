import { runBlindSet } from './blind-set.js';
import { openBlind9Camera } from './documents-blind9/camera.js';
import { variantDescriptions, variants } from './documents-blind9/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind9/cases.js';
import { addDays, todayIso } from './documents-blind9/dates.js';
import { staleCases } from './documents-blind9/oracle.js';

/**
 * The ninth blind document set (eval/documents-blind9/, docs/document-blind9-set.md): six people
 * of peoples no earlier set used, five layouts in two designs each, eleven font families no earlier
 * set used, and five shaken, tungsten-lit, scanned, chat-screenshot and low-angle-glare captures of
 * every document. Run it, report its tables, never tune on it; once seen, build a tenth.
 *
 *   node --import tsx eval/documents-blind9.ts [--layouts passport,pvc] [--variants hand-shake] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind9` and `bash scripts/ensure-chromium.sh`.
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
if (stale.length) throw new Error(`blind9: the set no longer fits today (${todayIso()}); build a tenth:\n${stale.slice(0, 10).join('\n')}`);

await runBlindSet({
  title: 'Blind9',
  variants,
  variantDescriptions,
  layouts,
  kinds,
  cases,
  records: recordsOf(cases),
  openCamera: () => openBlind9Camera({ samplesDir: samplesDir(process.argv) }),
});
