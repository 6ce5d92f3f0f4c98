import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import sharp from 'sharp';
import { chooseFrom } from '../document-eval.js';
import type { Box } from './page-helpers.js';

/**
 * The parts of a blind set's check.ts (the seventh on) that every set runs the same way: its command
 * line, the problem list, the sample of documents it renders, the checks of an inspected page and of
 * the rendered images, and the report. What a set proves of its own people, captures and fonts stays
 * in its check.ts; so does what decides an outcome (its oracle).
 *
 *   node --import tsx eval/documents-blindN/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 */

/** The check's command line (see each set's check.ts). */
function checkArgs(): { render: string; pages: string; variants?: string; samples?: string } {
  const { values } = parseArgs({ options: { render: { type: 'string', default: '2' }, pages: { type: 'string', default: 'sample' }, variants: { type: 'string' }, samples: { type: 'string' } } });
  return values;
}

/** The problems a check has found, and how a check adds one. */
export function problemList(): { problems: string[]; fail: (what: string) => void } {
  const problems: string[] = [];
  return { problems, fail: (what: string) => problems.push(what) };
}

/** --render N: N documents spread over the run order, so a small sample still meets several layouts. */
function spreadSample<C>(cases: readonly C[], render: string): C[] {
  const n = Math.max(0, Number(render));
  return n === 0 ? [] : Array.from({ length: Math.min(n, cases.length) }, (_, k) => cases[Math.floor((k * cases.length) / Math.min(n, cases.length))]).filter((c): c is C => c !== undefined);
}

/** --pages: every page (all), none, or the set's sample (one of each design and one of each person per layout, unless the set chooses its own). */
function pagesToInspect<C extends { design: string; person: string; layout: string }>(
  cases: readonly C[],
  mode: string,
  sample: { designs: readonly string[]; people: readonly { key: string }[]; layouts: readonly string[] } | (() => (C | undefined)[]),
): C[] {
  if (mode === 'all') return [...cases];
  if (mode === 'none') return [];
  const chosen = typeof sample === 'function' ? sample() : [...sample.designs.map((d) => cases.find((c) => c.design === d)), ...sample.people.flatMap((p) => sample.layouts.map((l) => cases.find((c) => c.person === p.key && c.layout === l)))];
  return [...new Set(chosen)].filter((c): c is C => c !== undefined);
}

/** What a set's camera reads off a rendered page (inspectPage). */
export interface Inspected {
  drawn: { text: string; families: string[] }[];
  overflow: string[];
  inZones?: string[];
  critical?: (Box & { text: string })[];
}

/**
 * The checks of one inspected page: every text drawn in one of its design's families, some text
 * found, none wider than its room, the set's own checks of the drawn texts (`drawnChecks`: digits,
 * dotted vowels, names, plain letters), no field in a quiet zone and, given the page's estimated
 * field boxes, every drawn critical field inside one.
 */
export function checkInspectedPage(
  c: { id: string },
  got: Inspected,
  set: { allowed: readonly string[]; ofFamily(drawn: string, family: string): boolean; drawnChecks?: () => void; fieldBoxes?: () => readonly Box[] },
  fail: (what: string) => void,
): void {
  const { drawn, overflow } = got;
  const { allowed, ofFamily } = set;
  for (const d of drawn) for (const fam of d.families) if (!allowed.some((a) => ofFamily(fam, a))) fail(`${c.id}: "${d.text}" drawn in ${fam}, not one of ${allowed.join(', ')}`);
  if (!drawn.length) fail(`${c.id}: no text found on the page`);
  for (const o of overflow) fail(`${c.id}: text wider than its room: ${o}`);
  set.drawnChecks?.();
  for (const z of got.inZones ?? []) fail(`${c.id}: field in a quiet zone: ${z}`);
  if (set.fieldBoxes && got.critical?.length) {
    const boxes = set.fieldBoxes();
    for (const r of got.critical) if (!boxes.some((b) => r.x0 >= b.x0 - 6 && r.x1 <= b.x1 + 6 && r.y0 >= b.y0 - 12 && r.y1 <= b.y1 + 12)) fail(`${c.id}: drawn field "${r.text}" (${[r.x0, r.y0, r.x1, r.y1].map(Math.round).join(',')}) outside its estimated box`);
  }
}

/**
 * Whether the page prints the case's surname whole, its number and its given names word by word (a
 * slip prints first and middle names in cells of their own); `fold` reads a mixed-case design in
 * capitals, `joined` finds a word broken across two lines.
 */
export function checkWordsFound(c: { id: string; printed: { surname: string; givenNames: string; documentNumber: string } }, drawn: readonly { text: string }[], fail: (what: string) => void, options: { fold?: (t: string) => string; joined?: boolean } = {}): void {
  const texts = drawn.map((d) => d.text.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
  const fold = options.fold ?? ((t: string) => t);
  const joined = options.joined ? texts.map(fold).join('') : null;
  const found = (w: string) => texts.some((t) => fold(t).includes(w) || fold(t).replace(/ /g, '').includes(w)) || (joined !== null && joined.includes(w));
  for (const w of [c.printed.surname, c.printed.documentNumber, ...c.printed.givenNames.split(' ')]) if (!found(w)) fail(`${c.id}: "${w}" not found on the page`);
}

/** A set's camera as the image checks use it. */
interface SampleCamera<C, P, V, Params> {
  renderPage(c: C): Promise<{ page: P; png: Buffer }>;
  capture(c: C, page: P, png: Buffer, variant: V): Promise<{ image: Buffer; params: Params }>;
}

/**
 * Renders each sampled document and its chosen captures and checks the images: the page at its own
 * size, each capture a JPEG of the size `want` gives (its height within `slack` px), of a plausible
 * number of bytes (at most `maxBytes`) and not nearly flat. With a samples folder, each image and its
 * drawn numbers are written there.
 */
async function checkSampleImages<C extends { id: string }, P extends { width: number; height: number }, V extends string, Params>(
  camera: SampleCamera<C, P, V, Params>,
  sample: readonly C[],
  chosen: readonly V[],
  options: { samplesDir: string | null; maxBytes: number; want(params: Params): { width: number; height: number; slack: number } },
  fail: (what: string) => void,
): Promise<{ images: number; msPerImage: number; msPerPage: number }> {
  let images = 0;
  let imageMs = 0;
  let pageMs = 0;
  for (const c of sample) {
    let t = Date.now();
    const { page, png } = await camera.renderPage(c);
    pageMs += Date.now() - t;
    const meta = await sharp(png).metadata();
    if (meta.width !== page.width || meta.height !== page.height) fail(`${c.id}: page rendered ${meta.width}x${meta.height}, want ${page.width}x${page.height}`);
    for (const v of chosen) {
      t = Date.now();
      const { image, params } = await camera.capture(c, page, png, v);
      imageMs += Date.now() - t;
      images++;
      const m = await sharp(image).metadata();
      const want = options.want(params);
      if (m.format !== 'jpeg' || m.width !== want.width || Math.abs((m.height ?? 0) - want.height) > want.slack) fail(`${c.id} ${v}: ${m.format} ${m.width}x${m.height}, want jpeg ${want.width}x${want.height}`);
      if (image.length < 15_000 || image.length > options.maxBytes) fail(`${c.id} ${v}: ${image.length} bytes`);
      const stats = await sharp(image).stats();
      const spread = stats.channels.reduce((s, ch) => s + ch.stdev, 0) / stats.channels.length;
      if (spread < 12) fail(`${c.id} ${v}: nearly flat image (stdev ${spread.toFixed(1)})`);
      if (options.samplesDir) {
        await writeFile(path.join(options.samplesDir, `${c.id}-${v}.jpg`), image);
        await writeFile(path.join(options.samplesDir, `${c.id}-${v}.json`), `${JSON.stringify(params, null, 1)}\n`);
      }
    }
  }
  return { images, msPerImage: images ? imageMs / images : 0, msPerPage: sample.length ? pageMs / sample.length : 0 };
}

/**
 * The check's report: what the set holds (`details`: the set's own lines after the first), the
 * smallest field text, what was rendered, the time, and the problems (the exit code 1 if any).
 */
function reportCheck(r: {
  name: string;
  cases: readonly { kind: string; layout: string }[];
  records: number;
  captures: number;
  variants: number;
  layouts: readonly string[];
  today: string;
  details?: string[];
  minText: number;
  rendered: { images: number; msPerImage: number; msPerPage: number } | null;
  pages: number;
  sample: number;
  started: number;
  problems: readonly string[];
}): void {
  const { cases } = r;
  const genuine = cases.filter((c) => c.kind === 'genuine').length;
  console.log(`${r.name} check: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged), ${r.records} authority records, ${r.captures} captures over ${r.variants} variants; layouts ${r.layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ')}; today ${r.today}`);
  for (const line of r.details ?? []) console.log(line);
  console.log(`smallest field text in any delivered image: ${r.minText.toFixed(1)} px`);
  if (r.rendered) console.log(`fonts and room checked on ${r.pages} pages; rendered ${r.sample} documents, ${r.rendered.images} images: ${Math.round(r.rendered.msPerPage)} ms per page, ${Math.round(r.rendered.msPerImage)} ms per capture`);
  console.log(`${((Date.now() - r.started) / 1000).toFixed(1)} s`);
  if (r.problems.length) {
    console.log(`\n${r.problems.length} problems:`);
    for (const p of r.problems.slice(0, 200)) console.log(`- ${p}`);
    process.exitCode = 1;
  } else console.log('no problems');
}

/** The kinds and designs lines of a report. */
export function kindAndDesignLines(cases: readonly { kind: string; design: string }[], kinds: readonly string[], designsOf: Record<string, readonly string[]>): { kinds: string; designs: string } {
  return {
    kinds: `kinds: ${kinds.map((k) => `${k} ${cases.filter((c) => c.kind === k).length}`).join(', ')}`,
    designs: `designs: ${Object.values(designsOf).flat().map((d) => `${d} ${cases.filter((c) => c.design === d).length}`).join(', ')}`,
  };
}

/** The run order: its first 20 documents sample people, layouts and outcomes (an early stop still measures the set). */
function checkRunOrder(cases: readonly { person: string; layout: string; intended: string }[], fail: (what: string) => void): void {
  const first = cases.slice(0, 20);
  if (new Set(first.map((c) => c.person)).size < 5 || new Set(first.map((c) => c.layout)).size < 4 || !first.some((c) => c.intended === 'PASS')) fail('run order: the first 20 documents do not sample people, layouts and outcomes');
}

/** The report's line on when the set goes stale: a year before its earliest genuine expiry. */
export function staleLine(cases: readonly { intended: string; printed: { expiryDate: string | null } }[], addDays: (iso: string, days: number) => string): string {
  const earliest = cases.filter((c) => c.intended === 'PASS' && c.printed.expiryDate).map((c) => c.printed.expiryDate ?? '').sort()[0] ?? '-';
  return `earliest genuine expiry ${earliest}: the set is stale (and the runner refuses) from ${earliest === '-' ? '-' : addDays(earliest, -364)}`;
}

/** The size of an image its encodes scaled down (the seventh and eighth sets' forwarded and old-phone captures): the frame's width brought to the smallest long side asked for, its height within a pixel. */
export function encodedSize(params: { frame: { width: number; height: number }; encodes: readonly { longSide: number | null }[] }): { width: number; height: number; slack: number } {
  const long = params.encodes.reduce((side, e) => (e.longSide !== null && e.longSide < side ? e.longSide : side), params.frame.width);
  return { width: long, height: Math.round((params.frame.height * long) / params.frame.width), slack: 1 };
}

/** A set's camera as its check uses it. */
interface CheckCamera<C, P, V, Params> extends SampleCamera<C, P, V, Params> {
  inspectPage(c: C): Promise<Inspected>;
  close(): Promise<void>;
}

/**
 * A set's check from its command line to its report: the set's own checks of its cases (`checkCases`:
 * the kit's checkSetCases and what the set proves of its people and designs), the run order, every
 * capture's drawn numbers (checkEveryCapture, with the set's `checkPage`, `checkFrame` and
 * `checkCapture`), then, in Chromium, the pages chosen for the font and room
 * checks (`inspect` checks each) and the rendered sample's images.
 */
export async function runSetCheck<C extends { id: string; kind: string; layout: string; design: string; person: string; intended: string }, V extends string, P extends { width: number; height: number; fonts: readonly string[]; criticalPx: number }, Params extends { minTextPx: number }>(
  set: {
    /** `blind12`: heads the report. */
    name: string;
    variants: readonly V[];
    layouts: readonly string[];
    todayIso(): string;
    assertFontconfig(): void;
    buildCases(): C[];
    recordsOf(cases: NoInfer<C>[]): readonly unknown[];
    checkCases(cases: NoInfer<C>[], today: string): void;
    pageOf(c: NoInfer<C>): P;
    designFonts: Record<string, readonly string[]>;
    drawCapture(c: NoInfer<C>, page: NoInfer<P>, variant: V): Params;
    /** The set's own checks of a page's facts (checkEveryCapture's `page`). */
    checkPage?(c: NoInfer<C>, page: NoInfer<P>): void;
    /** That a capture keeps the page in its frame (checkEveryCapture's `frame`). */
    checkFrame(c: NoInfer<C>, page: NoInfer<P>, v: V, p: NoInfer<Params>): void;
    /** What the set's variants promise of a capture (checkEveryCapture's `each`). */
    checkCapture?(c: NoInfer<C>, page: NoInfer<P>, v: V, p: NoInfer<Params>): void;
    /** The pages --pages sample checks: one of each design and one of each person per layout, unless the set chooses its own. */
    pages: { designs: readonly string[]; people: readonly { key: string }[] } | ((cases: NoInfer<C>[]) => (NoInfer<C> | undefined)[]);
    openCamera(options: { samplesDir: string | null }): Promise<CheckCamera<NoInfer<C>, P, V, Params>>;
    inspect(c: NoInfer<C>, got: Inspected): void;
    images: { maxBytes: number; want(params: NoInfer<Params>): { width: number; height: number; slack: number } };
    /** The report's lines after its first. */
    details?(cases: NoInfer<C>[]): string[];
  },
  problems: string[],
): Promise<void> {
  const fail = (what: string) => problems.push(what);
  const values = checkArgs();
  const started = Date.now();
  const today = set.todayIso();
  const chosen = chooseFrom(values.variants, set.variants, 'variant');
  set.assertFontconfig();
  const cases = set.buildCases();
  set.checkCases(cases, today);
  const records = set.recordsOf(cases);
  checkRunOrder(cases, fail);
  const { minText, captures } = checkEveryCapture(cases, chosen, { pageOf: set.pageOf, designFonts: set.designFonts, drawCapture: set.drawCapture, page: set.checkPage, frame: set.checkFrame, each: set.checkCapture }, fail);
  const sample = spreadSample(cases, values.render);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  const choice = set.pages;
  const pages = pagesToInspect(cases, values.pages, typeof choice === 'function' ? () => choice(cases) : { ...choice, layouts: set.layouts });
  let rendered: { images: number; msPerImage: number; msPerPage: number } | null = null;
  if (pages.length || sample.length) {
    const samplesDir = values.samples ?? null;
    const camera = await set.openCamera({ samplesDir });
    try {
      for (const c of pages) set.inspect(c, await camera.inspectPage(c));
      rendered = await checkSampleImages(camera, sample, chosen, { samplesDir, ...set.images }, fail);
    } finally {
      await camera.close();
    }
  }
  reportCheck({ name: set.name, cases, records: records.length, captures, variants: chosen.length, layouts: set.layouts, today, details: set.details?.(cases), minText, rendered, pages: pages.length, sample: sample.length, started, problems });
}

/**
 * Every capture's drawn numbers, checked as every set checks them: each page set only in its
 * design's families with a critical field marked, each capture reproducible and its smallest field
 * text at least 11 px in the delivered image. The set checks the rest: its pages' own facts (`page`),
 * that a capture keeps the page in its frame (`frame`, before the text's size is checked), and what
 * its variants promise (`each`).
 */
export function checkEveryCapture<C extends { id: string; design: string }, P extends { fonts: readonly string[]; criticalPx: number }, V extends string, Params extends { minTextPx: number }>(
  cases: readonly C[],
  chosen: readonly V[],
  set: {
    pageOf(c: C): P;
    designFonts: Record<string, readonly string[]>;
    drawCapture(c: C, page: P, variant: V): Params;
    page?(c: C, page: P): void;
    frame(c: C, page: P, v: V, p: Params): void;
    each?(c: C, page: P, v: V, p: Params): void;
  },
  fail: (what: string) => void,
): { minText: number; captures: number } {
  let minText = Infinity;
  let n = 0;
  for (const c of cases) {
    const page = set.pageOf(c);
    for (const font of page.fonts) if (!set.designFonts[c.design]?.includes(font)) fail(`${c.id}: page font ${font} not its design's`);
    if (!Number.isFinite(page.criticalPx)) fail(`${c.id}: no field marked critical`);
    set.page?.(c, page);
    for (const v of chosen) {
      n++;
      const p = set.drawCapture(c, page, v);
      if (!isDeepStrictEqual(p, set.drawCapture(c, page, v))) fail(`${c.id} ${v}: capture not reproducible`);
      set.frame(c, page, v, p);
      minText = Math.min(minText, p.minTextPx);
      if (p.minTextPx < 11) fail(`${c.id} ${v}: smallest field text ${p.minTextPx.toFixed(1)} px in the delivered image (want >= 11)`);
      set.each?.(c, page, v, p);
    }
  }
  return { minText, captures: n };
}

/** Whether a capture keeps the page's outline (`points`, frame px) in its frame, `margin` px in from its edges, and (`sameSize`) delivers the frame's size; `what` names what must stay in. */
export function checkInFrame(
  c: { id: string },
  v: string,
  p: { frame: { width: number; height: number }; output?: { width: number; height: number } },
  points: readonly (readonly [number, number])[],
  options: { margin: number; sameSize?: boolean; what?: string },
  fail: (what: string) => void,
): void {
  const { width, height } = p.frame;
  const { margin } = options;
  if (options.sameSize && !isDeepStrictEqual(p.output, p.frame)) fail(`${c.id} ${v}: delivered at another size than its frame`);
  if (!points.every(([x, y]) => x >= margin && y >= margin && x <= width - margin && y <= height - margin)) fail(`${c.id} ${v}: ${options.what ?? 'document'} leaves the frame`);
}

/**
 * What the project's two target captures promise (eval/blind-kit/capture-helpers.ts): clean is
 * straight, sharp, evenly lit, JPEG 90 or more and 1200-1600 px wide (`plain`: with none of the set's
 * other effects); phone is a 1600 × 1200 frame the page fills 55-80 % of, tilted 4-12° and turned
 * 2-5°, blurred at most σ 1.2, JPEG 70-85, its light uneven.
 */
export function checkTargetCapture(
  c: { id: string },
  v: string,
  p: { frame: { width: number; height: number }; pose: { rx: number; ry: number; rz: number }; blur: number; noise: { luma: number }; gradient: { from: number; to: number }; quality: number; fillShare: { width: number; height: number } },
  plain: boolean,
  fail: (what: string) => void,
): void {
  const { width, height } = p.frame;
  const tiltOf = Math.hypot(p.pose.rx, p.pose.ry);
  const turn = Math.abs(p.pose.rz);
  if (v === 'clean') {
    if (tiltOf !== 0 || p.pose.rz !== 0 || p.blur !== 0 || !plain || p.noise.luma !== 0 || p.gradient.from !== p.gradient.to || p.quality < 90) fail(`${c.id} clean: not straight, sharp, evenly lit and JPEG >= 90`);
    if (width < 1200 || width > 1600) fail(`${c.id} clean: ${width} px wide (want 1200-1600)`);
  }
  if (v === 'phone') {
    const share = Math.max(p.fillShare.width, p.fillShare.height);
    if (width !== 1600 || height !== 1200) fail(`${c.id} phone: frame ${width}x${height}`);
    if (share < 0.55 || share > 0.8) fail(`${c.id} phone: the page fills ${(share * 100).toFixed(1)} % of the frame (want 55-80)`);
    if (tiltOf < 4 - 1e-9 || tiltOf > 12 + 1e-9 || turn < 2 || turn > 5) fail(`${c.id} phone: tilt ${tiltOf.toFixed(1)}°, turn ${turn.toFixed(1)}° (want 4-12, 2-5)`);
    if (p.blur > 1.2 || p.quality < 70 || p.quality > 85 || Math.abs(p.gradient.from - p.gradient.to) < 0.1) fail(`${c.id} phone: blur, JPEG quality or uneven light out of range`);
  }
}

/**
 * The inspection most sets from the sixteenth on make of a page, in one call (the twenty-first set's
 * on; the earlier sets spell it out in their check.ts): every text drawn in one of its design's
 * families (`allowed`), no letter outside plain ASCII drawn in a family that sets only plain text
 * (`plainFamilies`), the kit's room, quiet-zone and field-box checks (checkInspectedPage), and the
 * surname, given names and number found on the page.
 */
export function checkPlainInspectedPage(
  c: { id: string; printed: { surname: string; givenNames: string; documentNumber: string } },
  got: Inspected,
  set: { allowed: readonly string[]; plainFamilies: readonly string[]; ofFamily(drawn: string, family: string): boolean; fieldBoxes(): readonly Box[] },
  fail: (what: string) => void,
): void {
  const { ofFamily } = set;
  const drawnChecks = () => {
    for (const d of got.drawn) if (/[^\x00-\x7f]/.test(d.text.replace(/&[a-z#0-9]+;/g, '')) && d.families.some((fam) => set.plainFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: "${d.text}" has a letter its family does not set`);
  };
  checkInspectedPage(c, got, { allowed: set.allowed, ofFamily, drawnChecks, fieldBoxes: set.fieldBoxes }, fail);
  checkWordsFound(c, got.drawn, fail);
}
