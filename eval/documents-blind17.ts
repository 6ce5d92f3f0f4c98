import { runDatedSet } from './blind-kit/run.js';
import { openBlind17Camera } from './documents-blind17/camera.js';
import { variantDescriptions, variants } from './documents-blind17/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind17/cases.js';
import { addDays, todayIso } from './documents-blind17/dates.js';

/**
 * The seventeenth blind document set (eval/documents-blind17/, docs/document-blind17-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, fourteen font families
 * from Debian packages no earlier set installed, and five captures of every document (the target
 * captures clean and phone, as the eleventh to sixteenth sets define them; the document dusty in the
 * harmattan, under a market vendor's coloured umbrella, and through a phone's cracked camera glass).
 * Run it, report its tables, never tune on it; once seen, build an eighteenth.
 *
 *   node --import tsx eval/documents-blind17.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind17` and `bash scripts/ensure-chromium.sh`.
 * BLIND17_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-30).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind17', next: 'an eighteenth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind17Camera });
