import { runDatedSet } from './blind-kit/run.js';
import { openBlind7Camera } from './documents-blind7/camera.js';
import { variantDescriptions, variants } from './documents-blind7/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind7/cases.js';
import { addDays, todayIso } from './documents-blind7/dates.js';

/**
 * The seventh blind document set (eval/documents-blind7/, docs/document-blind7-set.md): six people
 * of peoples no earlier set used, five layouts in two designs each, thirteen font families no earlier
 * set used, and five hand-held, lamp-lit, dim, on-screen and twice-forwarded captures of every
 * document. Run it, report its tables, never tune on it; once seen, build an eighth.
 *
 *   node --import tsx eval/documents-blind7.ts [--layouts passport,pvc] [--variants lamp-glare] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind7` and `bash scripts/ensure-chromium.sh`.
 */

const cases = buildCases();
await runDatedSet({ name: 'blind7', next: 'an eighth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind7Camera });
