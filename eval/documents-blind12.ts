import { runDatedSet } from './blind-kit/run.js';
import { openBlind12Camera } from './documents-blind12/camera.js';
import { variantDescriptions, variants } from './documents-blind12/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind12/cases.js';
import { addDays, todayIso } from './documents-blind12/dates.js';

/**
 * The twelfth blind document set (eval/documents-blind12/, docs/document-blind12-set.md): six people
 * of peoples no earlier set used, five layouts in two designs each, eleven font families no earlier
 * set used, and five captures of every document (the target captures clean and phone, as the eleventh
 * set defines them; a window blind's bands of shade, a greasy lens, a rolling shutter). Run it,
 * report its tables, never tune on it; once seen, build a thirteenth.
 *
 *   node --import tsx eval/documents-blind12.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind12` and `bash scripts/ensure-chromium.sh`.
 * BLIND12_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-30).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind12', next: 'a thirteenth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind12Camera });
