import { runDatedSet } from './blind-kit/run.js';
import { openBlind14Camera } from './documents-blind14/camera.js';
import { variantDescriptions, variants } from './documents-blind14/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind14/cases.js';
import { addDays, todayIso } from './documents-blind14/dates.js';

/**
 * The fourteenth blind document set (eval/documents-blind14/, docs/document-blind14-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, eleven font families no
 * earlier set used, and five captures of every document (the target captures clean and phone, as the
 * eleventh to thirteenth sets define them; a document-scanner app's flattened and enhanced page, a
 * document under a glass desk top with reflections, a document worn by years in a wallet). Run it,
 * report its tables, never tune on it; once seen, build a fifteenth.
 *
 *   node --import tsx eval/documents-blind14.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind14` and `bash scripts/ensure-chromium.sh`.
 * BLIND14_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-30).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind14', next: 'a fifteenth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind14Camera });
