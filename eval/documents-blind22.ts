import { runDatedSet } from './blind-kit/run.js';
import { openBlind22Camera } from './documents-blind22/camera.js';
import { variantDescriptions, variants } from './documents-blind22/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind22/cases.js';
import { addDays, todayIso } from './documents-blind22/dates.js';

/**
 * The twenty-second blind document set (eval/documents-blind22/, docs/document-blind22-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, fifteen font families
 * from Debian packages no earlier set installed, and five captures of every document (the target
 * captures clean and phone, as the eleventh to twenty-first sets define them; a close photo through an
 * ultra-wide lens left uncorrected, a photo with the camera's black-and-white filter on, and an
 * agent's photo across a counter with the card upside down). Run it, report its tables, never tune on
 * it; once seen, build a twenty-third.
 *
 *   node --import tsx eval/documents-blind22.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind22` and `bash scripts/ensure-chromium.sh`.
 * BLIND22_TODAY=YYYY-MM-DD pins today (the set was built on 2026-12-01); it refuses from the day check.ts reports.
 */

const cases = buildCases();
await runDatedSet({ name: 'blind22', next: 'a twenty-third', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind22Camera });
