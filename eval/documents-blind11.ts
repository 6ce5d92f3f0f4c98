import { runDatedSet } from './blind-kit/run.js';
import { openBlind11Camera } from './documents-blind11/camera.js';
import { variantDescriptions, variants } from './documents-blind11/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind11/cases.js';
import { addDays, todayIso } from './documents-blind11/dates.js';

/**
 * The eleventh blind document set (eval/documents-blind11/, docs/document-blind11-set.md): six people
 * of peoples no earlier set used, five layouts in two designs each, ten font families no earlier
 * set used, and five captures of every document (clean, phone, a dashboard in hard sun with a shadow
 * edge, a smoothed 720p front camera, upside down on an ankara cloth). Run it, report its tables, never tune
 * on it; once seen, build a twelfth.
 *
 *   node --import tsx eval/documents-blind11.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind11` and `bash scripts/ensure-chromium.sh`.
 * BLIND11_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-29).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind11', next: 'a twelfth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind11Camera });
