import { runDatedSet } from './blind-kit/run.js';
import { openBlind15Camera } from './documents-blind15/camera.js';
import { variantDescriptions, variants } from './documents-blind15/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind15/cases.js';
import { addDays, todayIso } from './documents-blind15/dates.js';

/**
 * The fifteenth blind document set (eval/documents-blind15/, docs/document-blind15-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, thirteen font families no
 * earlier set used, and five captures of every document (the target captures clean and phone, as the
 * eleventh to fourteenth sets define them; a photo at a steep angle with the focus falling off, a
 * colour inkjet reprint photographed, a photo outdoors in a tree's dappled shade). Run it, report its
 * tables, never tune on it; once seen, build a sixteenth.
 *
 *   node --import tsx eval/documents-blind15.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind15` and `bash scripts/ensure-chromium.sh`.
 * BLIND15_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-30).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind15', next: 'a sixteenth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind15Camera });
