import { runDatedSet } from './blind-kit/run.js';
import { openBlind19Camera } from './documents-blind19/camera.js';
import { variantDescriptions, variants } from './documents-blind19/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind19/cases.js';
import { addDays, todayIso } from './documents-blind19/dates.js';

/**
 * The nineteenth blind document set (eval/documents-blind19/, docs/document-blind19-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, fourteen font families
 * from Debian packages no earlier set installed, and five captures of every document (the target
 * captures clean and phone, as the eleventh to eighteenth sets define them; the laminate's rainbow
 * sheen, a still from the lender's video KYC call, and the holder's own diagonal watermark).
 * Run it, report its tables, never tune on it; once seen, build a twentieth.
 *
 *   node --import tsx eval/documents-blind19.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind19` and `bash scripts/ensure-chromium.sh`.
 * BLIND19_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-30); it refuses from 2029-12-08.
 */

const cases = buildCases();
await runDatedSet({ name: 'blind19', next: 'a twentieth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind19Camera });
