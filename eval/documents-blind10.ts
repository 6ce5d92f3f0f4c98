import { runDatedSet } from './blind-kit/run.js';
import { openBlind10Camera } from './documents-blind10/camera.js';
import { variantDescriptions, variants } from './documents-blind10/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind10/cases.js';
import { addDays, todayIso } from './documents-blind10/dates.js';

/**
 * The tenth blind document set (eval/documents-blind10/, docs/document-blind10-set.md): six people
 * of peoples no earlier set used, five layouts in two designs each, eleven font families no earlier
 * set used, and five captures of every document (in an ID sleeve, held in the fingers, a photocopy of
 * a photocopy, out of focus, under flickering office light). Run it, report its tables, never tune
 * on it; once seen, build an eleventh.
 *
 *   node --import tsx eval/documents-blind10.ts [--layouts passport,pvc] [--variants defocus] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind10` and `bash scripts/ensure-chromium.sh`.
 * BLIND10_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-29).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind10', next: 'an eleventh', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind10Camera });
