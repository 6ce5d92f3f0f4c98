/**
 * Checks the blind set's generator without sending anything to the reader: every passport MRZ parses
 * as the case intends with the npm `mrz` package (valid on genuine, zones-disagree and expired pages;
 * invalid where a check digit was altered), the fonts are the ones asked for, no text is clipped,
 * outside its document or on other text, and, with --samples DIR, writes a few images of each layout
 * and capture to look at.
 *
 *   node --import tsx eval/documents-blind/check.ts --samples /tmp/blind-samples --per-layout 2
 *
 * It prints counts only: what a page says is the set's secret until the final measurement.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'mrz';
import { blindVariants, photograph } from './camera.js';
import { renderPage } from './layouts.js';
import { buildBlindCases, dmy, layouts, people } from './people.js';
import { portraits } from './portraits.js';
import { Studio } from './studio.js';

const { values } = parseArgs({ options: { samples: { type: 'string' }, 'per-layout': { type: 'string', default: '2' }, verbose: { type: 'boolean', default: false } } });
const cases = buildBlindCases();
const faces = await portraits(people);
const studio = await Studio.open();
const failures: string[] = [];
let mrzValid = 0;
let mrzInvalidAsIntended = 0;
let pagesInspected = 0;
let pagesWithProblems = 0;
try {
  const missing = await studio.missingFonts();
  if (missing.length) failures.push(`fonts missing (run scripts/ensure-fonts.sh --blind): ${missing.join(', ')}`);
  for (const c of cases) {
    const page = renderPage(c, faces.get(c.person.face)!);
    if (page.mrz) {
      const result = parse(page.mrz);
      const f = result.fields;
      if (c.kind === 'mrz_check_digit') {
        if (result.valid) failures.push(`${c.id}: MRZ valid though a check digit was altered`);
        else mrzInvalidAsIntended++;
      } else if (!result.valid) {
        failures.push(`${c.id}: MRZ invalid: ${result.details.filter((d) => !d.valid).map((d) => d.field).join(', ')}`);
      } else {
        // The MRZ must say what the case means it to: number, dates, sex and the MRZ's own surname.
        const want = { documentNumber: c.printed.documentNumber, birthDate: c.printed.dateOfBirth.replace(/-/g, '').slice(2), expirationDate: c.printed.expiryDate!.replace(/-/g, '').slice(2), lastName: c.mrz!.surname.replace(/-/g, ' ') };
        const got = { documentNumber: f.documentNumber, birthDate: f.birthDate, expirationDate: f.expirationDate, lastName: f.lastName };
        if (JSON.stringify(want) !== JSON.stringify(got)) failures.push(`${c.id}: MRZ fields differ from the case`);
        else mrzValid++;
      }
    }
    const problems = await studio.inspect(page);
    pagesInspected++;
    if (problems.length) {
      pagesWithProblems++;
      // Only the case id and the kind of problem: the text itself is the set's own.
      failures.push(`${c.id} (${page.style.split('/').slice(0, 2).join('/')}): ${problems.length} layout problem(s): ${[...new Set(problems.map((p) => p.split(':')[0]))].join(', ')}`);
      // --verbose names the texts, for the generator's author at a terminal; never for a shared log.
      if (values.verbose) failures.push(...problems.map((p) => `    ${page.style}: ${p}`));
    }
    if (!Object.values(c.expectedFields).every((v) => v.length > 0) || (c.expectedFields.dateOfBirth && c.expectedFields.dateOfBirth !== dmy(c.printed.dateOfBirth))) failures.push(`${c.id}: expected fields incomplete`);
  }
  if (values.samples) {
    await mkdir(values.samples, { recursive: true });
    const per = Number(values['per-layout']);
    let written = 0;
    for (const layout of layouts) {
      // Samples of as many of the layout's styles (label set, slip form) as `per` allows.
      const seen = new Set<string>();
      const chosen = cases.filter((x) => x.layout === layout).filter((x) => {
        const key = renderPage(x, '').style.split('/').slice(0, 3).join('/');
        if (seen.has(key) || seen.size >= per) return false;
        seen.add(key);
        return true;
      });
      for (const c of chosen) {
        const doc = await studio.render(renderPage(c, faces.get(c.person.face)!));
        for (const variant of blindVariants) {
          await writeFile(path.join(values.samples, `${c.id}-${variant}.${variant === 'clean' ? 'png' : 'jpg'}`), await photograph(doc, variant, c.seed));
          written++;
        }
      }
    }
    console.log(`samples: ${written} images in ${values.samples}`);
  }
} finally {
  await studio.close();
}
const passports = cases.filter((c) => c.layout === 'passport');
console.log(`cases: ${cases.length} (${cases.filter((c) => c.kind === 'genuine').length} genuine, ${cases.filter((c) => c.kind !== 'genuine').length} forged)`);
console.log(`passport MRZ: ${mrzValid} valid as intended of ${passports.filter((c) => c.kind !== 'mrz_check_digit').length} (genuine ${passports.filter((c) => c.kind === 'genuine').length}); ${mrzInvalidAsIntended} invalid as intended of ${passports.filter((c) => c.kind === 'mrz_check_digit').length}`);
console.log(`layout check: ${pagesInspected} pages inspected, ${pagesWithProblems} with clipped, outside or overlapping text`);
if (failures.length) {
  console.log(failures.map((f) => `- ${f}`).join('\n'));
  process.exitCode = 1;
} else console.log('generator checks: all passed');
