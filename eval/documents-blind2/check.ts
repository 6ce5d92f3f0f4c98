/**
 * The blind2 generator's own checks, run before any measurement (they look at the generator, never
 * at the reader): every genuine passport MRZ is valid per the npm `mrz` package and every altered
 * check digit is invalid; every family the pages name is one Chromium really has; every page renders
 * with nothing cut off its box. With --samples DIR it writes each layout's first pages and captures.
 *
 *   node --import tsx eval/documents-blind2/check.ts [--samples /tmp/blind2-check] [--per-layout 3]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'mrz';
import { blind2Portrait, Blind2Camera, blind2Variants } from './capture.js';
import { blind2Families, passportMrzOf, renderPage } from './layouts.js';
import { buildBlind2Cases, hash, layouts } from './people.js';

const { values } = parseArgs({ options: { samples: { type: 'string' }, 'per-layout': { type: 'string', default: '0' } } });
const cases = buildBlind2Cases();
const problems: string[] = [];

let validMrz = 0, brokenMrz = 0;
for (const c of cases.filter((x) => x.layout === 'passport')) {
  const lines = passportMrzOf(c);
  if (lines.some((l) => l.length !== 44)) problems.push(`${c.id}: MRZ line length`);
  const result = parse(lines);
  if (c.kind === 'mrz_check_digit') {
    if (result.valid) problems.push(`${c.id}: altered MRZ still valid`);
    else brokenMrz++;
  } else if (!result.valid) problems.push(`${c.id}: MRZ invalid: ${result.details.filter((d) => !d.valid).map((d) => d.field).join(', ')}`);
  else validMrz++;
  // The parsed fields must be the case's own, so a valid MRZ is also the right one.
  if (result.fields.documentNumber !== c.printed.documentNumber) problems.push(`${c.id}: MRZ number ${result.fields.documentNumber}`);
}

const camera = await Blind2Camera.open();
let rendered = 0;
try {
  const missing = await camera.missingFonts(blind2Families);
  if (missing.length) problems.push(`fonts Chromium lacks: ${missing.join(', ')}`);
  const portraits = new Map<number, string>();
  const perLayout = Number(values['per-layout']);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  const written = new Map<string, number>();
  for (const c of cases) {
    if (!portraits.has(c.person.portrait)) portraits.set(c.person.portrait, await blind2Portrait(c.person.portrait));
    const doc = renderPage(c, portraits.get(c.person.portrait)!);
    try {
      const clean = await camera.render(doc);
      rendered++;
      const n = written.get(c.layout) ?? 0;
      if (values.samples && n < perLayout) {
        written.set(c.layout, n + 1);
        for (const v of blind2Variants) {
          const image = await camera.photograph(clean, doc, v, hash(`${c.id}/${v}`));
          await writeFile(path.join(values.samples, `${c.id}-${v}.${v === 'clean' ? 'png' : 'jpg'}`), image);
        }
      }
    } catch (error) {
      problems.push(`${c.id}: ${(error as Error).message}`);
    }
  }
} finally {
  await camera.close();
}

console.log(`blind2 check: ${cases.length} documents on ${layouts.length} layouts; ${rendered} rendered with every text inside its box; passport MRZ ${validMrz} valid, ${brokenMrz} altered and invalid`);
if (problems.length) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
}
