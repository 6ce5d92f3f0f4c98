import { runDatedSet } from './blind-kit/run.js';
import { openBlind18Camera } from './documents-blind18/camera.js';
import { variantDescriptions, variants } from './documents-blind18/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind18/cases.js';
import { addDays, todayIso } from './documents-blind18/dates.js';

/**
 * The eighteenth blind document set (eval/documents-blind18/, docs/document-blind18-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, fourteen font families
 * from Debian packages no earlier set installed, and five captures of every document (the target
 * captures clean and phone, as the eleventh to seventeenth sets define them; a budget phone's camera
 * app's "shot on" and date stamps with its AI colour, a digital zoom from across a table, and the
 * document lying beside the holder's bank card).
 * Run it, report its tables, never tune on it; once seen, build a nineteenth.
 *
 *   node --import tsx eval/documents-blind18.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind18` and `bash scripts/ensure-chromium.sh`.
 * BLIND18_TODAY=YYYY-MM-DD pins today (the set was built on 2026-11-30).
 */

const cases = buildCases();
await runDatedSet({ name: 'blind18', next: 'a nineteenth', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind18Camera });
