import { runDatedSet } from './blind-kit/run.js';
import { openBlind13Camera } from './documents-blind13/camera.js';
import { variantDescriptions, variants } from './documents-blind13/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind13/cases.js';
import { addDays, todayIso } from './documents-blind13/dates.js';

/**
 * The thirteenth blind document set (eval/documents-blind13/, docs/document-blind13-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, eleven font families no
 * earlier set used, and five captures of every document (the target captures clean and phone, as the
 * eleventh and twelfth sets define them; a document folded and flattened again, a night-mode photo
 * with a ghost of the page, a cheap lens's colour fringes). Run it, report its tables, never tune on
 * it; once seen, build a fourteenth.
 *
 *   node --import tsx eval/documents-blind13.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind13` and `bash scripts/ensure-chromium.sh`.
 * BLIND13_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-30).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind13', next: 'a fourteenth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind13Camera });
