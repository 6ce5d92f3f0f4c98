import { runDatedSet } from './blind-kit/run.js';
import { openBlind21Camera } from './documents-blind21/camera.js';
import { variantDescriptions, variants } from './documents-blind21/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind21/cases.js';
import { addDays, todayIso } from './documents-blind21/dates.js';

/**
 * The twenty-first blind document set (eval/documents-blind21/, docs/document-blind21-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, sixteen font families
 * from Debian packages no earlier set installed, and five captures of every document (the target
 * captures clean and phone, as the eleventh to twentieth sets define them; a screenshot of a PDF
 * viewer's dark reading mode, a phone photo delivered on its side, and a night photo under a
 * fluorescent tube). Run it, report its tables, never tune on it; once seen, build a twenty-second.
 *
 *   node --import tsx eval/documents-blind21.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind21` and `bash scripts/ensure-chromium.sh`.
 * BLIND21_TODAY=YYYY-MM-DD pins today (the set was built on 2026-12-01); it refuses from 2030-03-28.
 */

const cases = buildCases();
await runDatedSet({ name: 'blind21', next: 'a twenty-second', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind21Camera });
