import { runDatedSet } from './blind-kit/run.js';
import { openBlind20Camera } from './documents-blind20/camera.js';
import { variantDescriptions, variants } from './documents-blind20/capture.js';
import { buildCases, kinds, layouts, recordsOf } from './documents-blind20/cases.js';
import { addDays, todayIso } from './documents-blind20/dates.js';

/**
 * The twentieth blind document set (eval/documents-blind20/, docs/document-blind20-set.md): six
 * people of peoples no earlier set used, five layouts in two designs each, twelve font families
 * from Debian packages no earlier set installed, and five captures of every document (the target
 * captures clean and phone, as the eleventh to nineteenth sets define them; a screenshot of the
 * lender app's capture screen, the document held up against a bright window, and a budget phone's
 * AI HDR). Run it, report its tables, never tune on it; once seen, build a twenty-first.
 *
 *   node --import tsx eval/documents-blind20.ts [--layouts passport,pvc] [--variants clean,phone] [--kinds genuine]
 *     [--doc-type auto|stated] [--max-minutes M] [--json FILE] [--samples DIR]
 *
 * --samples DIR keeps every image and, beside it, <case>-<variant>.json with the numbers its capture
 * was drawn from. Needs `bash scripts/ensure-fonts.sh --blind20` and `bash scripts/ensure-chromium.sh`.
 * BLIND20_TODAY=YYYY-MM-DD pins today (the set was built on 2026-12-01); it refuses from 2030-03-15.
 */

const cases = buildCases();
await runDatedSet({ name: 'blind20', next: 'a twenty-first', variants, variantDescriptions, layouts, kinds, cases, records: recordsOf(cases), todayIso, addDays, openCamera: openBlind20Camera });
