import { runDatedSet } from './blind-kit/run.js';
import { openBlind9Camera } from './documents-blind9/camera.js';
import { variantDescriptions, variants } from './documents-blind9/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind9/cases.js';
import { addDays, todayIso } from './documents-blind9/dates.js';

/**
 * The ninth blind document set (eval/documents-blind9/, docs/document-blind9-set.md): six people
 * of peoples no earlier set used, five layouts in two designs each, eleven font families no earlier
 * set used, and five shaken, tungsten-lit, scanned, chat-screenshot and low-angle-glare captures of
 * every document. Run it, report its tables, never tune on it; once seen, build a tenth.
 *
 *   node --import tsx eval/documents-blind9.ts [--layouts passport,pvc] [--variants hand-shake] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind9` and `bash scripts/ensure-chromium.sh`.
 */

const cases = buildCases();
await runDatedSet({ name: 'blind9', next: 'a tenth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind9Camera });
