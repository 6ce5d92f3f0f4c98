import { runDatedSet } from './blind-kit/run.js';
import { openBlind8Camera } from './documents-blind8/camera.js';
import { variantDescriptions, variants } from './documents-blind8/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind8/cases.js';
import { addDays, todayIso } from './documents-blind8/dates.js';

/**
 * The eighth blind document set (eval/documents-blind8/, docs/document-blind8-set.md): six people
 * of peoples no earlier set used, five layouts in two designs each, eleven font families no earlier
 * set used, and five curled, flash-lit, old-phone, sunlit and wide-angle captures of every document.
 * Run it, report its tables, never tune on it; once seen, build a ninth.
 *
 *   node --import tsx eval/documents-blind8.ts [--layouts passport,pvc] [--variants paper-curl] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind8` and `bash scripts/ensure-chromium.sh`.
 */

const cases = buildCases();
await runDatedSet({ name: 'blind8', next: 'a ninth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind8Camera });
