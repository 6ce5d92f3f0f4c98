import { runDatedSet } from './blind-kit/run.js';
import { openBlind23Camera } from './documents-blind23/camera.js';
import { variantDescriptions, variants } from './documents-blind23/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind23/cases.js';
import { addDays, todayIso } from './documents-blind23/dates.js';

/**
 * The twenty-third blind document set (eval/documents-blind23/, docs/document-blind23-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, sixteen font families
 * from Debian packages no earlier set installed, and five captures of every document (the target
 * captures clean and phone, as the eleventh to twenty-second sets define them; a photo with the phone
 * held upright, a close photo whose focus falls off across the card, and a frame grabbed from the
 * camera's video preview). Run it, report its tables, never tune on it; once seen, build a
 * twenty-fourth.
 *
 *   node --import tsx eval/documents-blind23.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind23` and `bash scripts/ensure-chromium.sh`.
 * BLIND23_TODAY=YYYY-MM-DD pins today (the set was built on 2026-12-02); it refuses from the day check.ts reports.
 */

const cases = buildCases();
await runDatedSet({ name: 'blind23', next: 'a twenty-fourth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind23Camera });
