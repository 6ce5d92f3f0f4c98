import { runDatedSet } from './blind-kit/run.js';
import { openBlind16Camera } from './documents-blind16/camera.js';
import { variantDescriptions, variants } from './documents-blind16/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind16/cases.js';
import { addDays, todayIso } from './documents-blind16/dates.js';

/**
 * The sixteenth blind document set (eval/documents-blind16/, docs/document-blind16-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, fourteen font families
 * from Debian packages no earlier set used, and five captures of every document (the target
 * captures clean and phone, as the eleventh to fifteenth sets define them; a photo of the document
 * lying on an open newspaper, the document wet with drops of water, the document torn across and
 * mended with clear tape). Run it, report its tables, never tune on it; once seen, build a
 * seventeenth.
 *
 *   node --import tsx eval/documents-blind16.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind16` and `bash scripts/ensure-chromium.sh`.
 * BLIND16_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-30).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind16', next: 'a seventeenth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind16Camera });
