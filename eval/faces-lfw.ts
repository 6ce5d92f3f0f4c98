/**
 * The chosen matcher on Labeled Faces in the Wild (LFW): a set of many identities with several
 * different news photos each, and the only labelled multi-photo set found with many dark-skinned
 * people (docs/face-evaluation.md, "LFW"). Prints, for the shipped matcher and the 20% chip padding
 * variant: FRR and FAR at the thresholds derived on the package sets alone, on the whole LFW selection and per skin-tone
 * subgroup; then thresholds re-derived on the derive part of the combined set (package sets + LFW,
 * split by identity) and reported on its report part, before/after.
 *
 *   FACES_LFW_DIR=/tmp/faces-lfw/lfw nice -n 10 node --import tsx eval/faces-lfw.ts
 *
 * FACES_LFW_DIR holds LFW's `<Name>/<Name>_NNNN.jpg` folders, built from a git snapshot (no network
 * at run time; docs/face-evaluation.md says how). The images are never copied into this repository.
 * FACES_LFW_CACHE (optional) is a JSON file of descriptors: written after a run, read by the next, so
 * the tables can be reprinted without describing 1,000 faces again.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { detectFaces, faceApiChip, faceApiChipDescriptor, faceApiLandmarks, faceApiSimilarity } from '../src/platform/faces/analysis.js';
import { decodeImage, type DecodedImage } from '../src/platform/faces/image.js';
import { loadFaceRuntime } from '../src/platform/faces/runtime.js';
import { matchThresholds, qualityLimits } from '../src/platform/faces/thresholds.js';
import { combinedSet, photosPerPerson, seed, type Group, type Half, type Photo } from './faces-lfw-set.js';
import { deriveThresholds, median, operatingPoints, pairScores, pct, type OperatingPoint, type Pairs } from './face-scoring.js';

/**
 * The thresholds derived on the package sets alone (eval/faces.ts), shipped before this evaluation.
 * LFW played no part in them, so every LFW pair is held out from them.
 */
const packageOnly: Record<OperatingPoint, number> = { _1e3: 0.4586, _1e4: 0.5147, _1e5: 0.5633 };

const lfwDir = process.env.FACES_LFW_DIR ?? '/tmp/faces-lfw/lfw';
const cacheFile = process.env.FACES_LFW_CACHE || undefined;
const bbtDir = process.env.FACES_BBT_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/faces-bbt');

const matchers = [
  { name: 'shipped: face-api 128-d, chip padding 0.25', padding: 0.25 },
  { name: 'variant: face-api 128-d, chip padding 0.20', padding: 0.2 },
] as const;

type Runtime = Awaited<ReturnType<typeof loadFaceRuntime>>;

/**
 * LFW photos are 250 x 250 with the labelled face in the middle; another face can be larger (a
 * crowd, a stage), so the face whose box centre is nearest the image centre is the one described.
 * Other photos: the largest face, as the product does.
 */
async function describe(rt: Runtime, image: DecodedImage, centred: boolean): Promise<Record<string, Float32Array | null>> {
  const faces = (await detectFaces(rt, image, 'locate')).filter((f) => f.score >= qualityLimits.minDetectionScore);
  const distance = (f: (typeof faces)[number]) => Math.hypot(f.box.x + f.box.width / 2 - image.width / 2, f.box.y + f.box.height / 2 - image.height / 2);
  const face = centred ? [...faces].sort((a, b) => distance(a) - distance(b))[0] : faces[0];
  const out: Record<string, Float32Array | null> = {};
  if (!face) {
    for (const m of matchers) out[m.name] = null;
    return out;
  }
  const landmarks = await faceApiLandmarks(rt, image, face.box);
  for (const m of matchers) {
    const chip = await faceApiChip(image, landmarks, m.padding);
    out[m.name] = chip ? await faceApiChipDescriptor(rt, chip) : null;
  }
  return out;
}

interface Counts {
  genuine: string;
  impostor: string;
}
function rates(p: Pairs, t: number): Counts {
  const rejected = p.genuine.filter((s) => s < t).length + p.failures;
  const accepted = p.impostor.filter((s) => s >= t).length;
  return { genuine: `${pct(rejected, p.genuine.length + p.failures)} (${rejected} of ${p.genuine.length + p.failures})`, impostor: `${pct(accepted, p.impostor.length)} (${accepted} of ${p.impostor.length})` };
}
// A loop, not Math.min(...v): a spread of 100,000 scores overflows the call stack.
const range = (v: number[]) => (v.length ? `${v.reduce((a, b) => Math.min(a, b)).toFixed(3)}-${v.reduce((a, b) => Math.max(a, b)).toFixed(3)} (median ${median(v).toFixed(3)})` : '-');
/** About 3/N: the 95% upper bound on a rate when 0 of N were seen. */
const bound = (n: number) => (n ? `< ${((300 / n)).toPrecision(2)}%` : '-');

async function main(): Promise<void> {
  const started = Date.now();
  const rt = await loadFaceRuntime();
  const { lfw, pkg, halfOf, peopleWithTwo, lfwPeople, lfwPhotos } = await combinedSet({ lfwDir, bbtDir });

  const cache: Record<string, Record<string, number[] | null>> = cacheFile && existsSync(cacheFile) ? JSON.parse(await readFile(cacheFile, 'utf8')) : {};
  const all = [...pkg, ...lfw];
  let described = 0;
  for (const photo of all) {
    const key = `${photo.person}/${photo.variant}`;
    const cached = cache[key];
    if (cached && matchers.every((m) => m.name in cached)) {
      for (const m of matchers) photo.descriptors[m.name] = cached[m.name] ? Float32Array.from(cached[m.name]!) : null;
      continue;
    }
    const bytes = photo.jpeg ?? (await readFile(path.join(lfwDir, photo.file!)));
    photo.descriptors = await describe(rt, await decodeImage(bytes), photo.group !== 'package');
    cache[key] = Object.fromEntries(matchers.map((m) => [m.name, photo.descriptors[m.name] ? Array.from(photo.descriptors[m.name]!) : null]));
    described += 1;
    if (described % 100 === 0) console.error(`described ${described} photos`);
  }
  if (cacheFile) await writeFile(cacheFile, JSON.stringify(cache));

  const people = (g: Group, list = all) => new Set(list.filter((p) => p.group === g).map((p) => p.person)).size;
  console.log(`# Face evaluation on LFW (${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s, ${described} photos described in this run)`);
  console.log(`LFW at ${lfwDir}: ${lfwPeople} people, ${lfwPhotos} photos, ${peopleWithTwo} people with two photos or more.`);
  console.log(`Selection: the first ${photosPerPerson} photos of each of ${people('dark')} dark-skinned people (${lfw.filter((p) => p.group === 'dark').length} photos) and of ${people('other')} other people drawn with seed ${seed} (${lfw.filter((p) => p.group === 'other').length} photos); package sets: ${people('package')} people, ${pkg.length} photos.`);

  const found = (name: string, list: Photo[]) => list.filter((p) => p.descriptors[name]).length;
  for (const m of matchers) console.log(`${m.name}: face described in ${found(m.name, lfw)} of ${lfw.length} LFW photos (${found(m.name, lfw.filter((p) => p.group === 'dark'))} of ${lfw.filter((p) => p.group === 'dark').length} dark-skinned), ${found(m.name, pkg)} of ${pkg.length} package photos`);

  const both = (g: Group) => (a: Photo, b: Photo) => a.group === g && b.group === g;
  const inLfw = (a: Photo, b: Photo) => a.group !== 'package' && b.group !== 'package';
  const cross = (a: Photo, b: Photo) => (a.group === 'dark' && b.group === 'other') || (a.group === 'other' && b.group === 'dark');

  // 1. The shipped thresholds never saw LFW: every LFW pair is held out from them.
  console.log(`\n## At the thresholds derived on the package sets alone (${operatingPoints.map(([k]) => `${k} ${packageOnly[k]}`).join(', ')}): all of the LFW selection, none of which was used to set them`);
  for (const m of matchers) {
    console.log(`\n### ${m.name}`);
    console.log('| pairs | genuine pairs | impostor pairs | genuine scores | impostor scores | FRR at _1e3 | FAR at _1e3 | FRR at _1e4 | FAR at _1e4 | FRR at _1e5 | FAR at _1e5 |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [label, keep] of [['all LFW', inLfw], ['dark-skinned people only', both('dark')], ['other people only', both('other')], ['dark-skinned vs other (impostors only)', cross]] as const) {
      const p = pairScores(lfw, faceApiSimilarity, m.name, keep);
      const cells = operatingPoints.flatMap(([k]) => {
        const r = rates(p, packageOnly[k]);
        return [r.genuine, r.impostor];
      });
      console.log(`| ${label} | ${p.genuine.length + p.failures} | ${p.impostor.length} | ${range(p.genuine)} | ${range(p.impostor)} | ${cells.join(' | ')} |`);
    }
    const darkImpostors = pairScores(lfw, faceApiSimilarity, m.name, both('dark')).impostor;
    const otherImpostors = pairScores(lfw, faceApiSimilarity, m.name, both('other')).impostor;
    const q = (v: number[], f: number) => v[Math.floor(f * v.length)]?.toFixed(3) ?? '-';
    console.log(`impostor score tail (highest, 1 in 1,000, 1 in 100): dark-skinned pairs ${q(darkImpostors, 0)}, ${q(darkImpostors, 1e-3)}, ${q(darkImpostors, 1e-2)}; other pairs ${q(otherImpostors, 0)}, ${q(otherImpostors, 1e-3)}, ${q(otherImpostors, 1e-2)}`);
    // Photo pairs of the same two people are not independent: count the identity pairs behind the accepted impostors.
    for (const g of ['dark', 'other'] as const) {
      const group = lfw.filter((p) => p.group === g && p.descriptors[m.name]);
      const byIdentities = new Map<string, number>();
      for (let i = 0; i < group.length; i++) {
        for (let j = i + 1; j < group.length; j++) {
          const a = group[i]!;
          const b = group[j]!;
          if (a.person === b.person || faceApiSimilarity(a.descriptors[m.name]!, b.descriptors[m.name]!) < packageOnly._1e3) continue;
          const key = [a.person, b.person].sort().join(' & ');
          byIdentities.set(key, (byIdentities.get(key) ?? 0) + 1);
        }
      }
      const n = people(g, lfw);
      const top = [...byIdentities].sort((x, y) => y[1] - x[1]).slice(0, 6).map(([k, v]) => `${k} ${v}`);
      console.log(`${g === 'dark' ? 'dark-skinned' : 'other'} impostors accepted at _1e3 come from ${byIdentities.size} of ${(n * (n - 1)) / 2} pairs of people (most: ${top.join('; ') || '-'})`);
    }
  }

  // 2. Re-derived on the derive part of the combined set, reported on its report part.
  const inHalf = (h: Half, extra: (a: Photo, b: Photo) => boolean = () => true) => (a: Photo, b: Photo) => halfOf.get(a.person) === h && halfOf.get(b.person) === h && extra(a, b);
  const count = (h: Half, g: Group) => [...new Set(all.filter((p) => p.group === g && halfOf.get(p.person) === h).map((p) => p.person))].length;
  console.log('\n## Re-derived on the combined set (package sets + LFW selection), split by identity');
  for (const h of ['derive', 'report'] as const) console.log(`${h} part: ${count(h, 'package')} package-set people, ${count(h, 'dark')} dark-skinned and ${count(h, 'other')} other LFW people`);
  console.log(`LFW split: seeded shuffle (seed ${seed + 1}) of each group's people, alternating derive/report; package sets as in eval/faces.ts.`);
  for (const m of matchers) {
    const derive = pairScores(all, faceApiSimilarity, m.name, inHalf('derive'));
    const deriveDark = pairScores(all, faceApiSimilarity, m.name, inHalf('derive', both('dark')));
    const ops = deriveThresholds(derive.impostor);
    const darkOps = deriveThresholds(deriveDark.impostor);
    console.log(`\n### ${m.name}`);
    console.log(`derive part: ${derive.genuine.length + derive.failures} genuine, ${derive.impostor.length} impostor pairs (dark-skinned among themselves: ${deriveDark.impostor.length}); highest impostor ${derive.impostor[0]?.toFixed(3)}, among dark-skinned ${deriveDark.impostor[0]?.toFixed(3)}`);
    console.log('| operating point | empirical (derive) | normal tail (derive) | threshold = stricter | same rule on dark-skinned derive pairs only (not used) |');
    console.log('|---|---|---|---|---|');
    for (const [k] of operatingPoints) console.log(`| ${k} | ${ops[k].empirical.toFixed(4)} | ${ops[k].fitted.toFixed(4)} | ${ops[k].threshold.toFixed(4)} | ${darkOps[k].threshold.toFixed(4)} |`);
    const same = operatingPoints.every(([k]) => matchThresholds[k] === ops[k].threshold);
    console.log(`thresholds for src/platform/faces/thresholds.ts: { _1e3: ${ops._1e3.threshold}, _1e4: ${ops._1e4.threshold}, _1e5: ${ops._1e5.threshold} } (${same ? 'as shipped' : 'not what thresholds.ts holds'})`);
    console.log(`FRR on the derive part at these thresholds (the choice between matchers is made on this): ${operatingPoints.map(([k]) => `${k} ${rates(derive, ops[k].threshold).genuine}`).join(', ')}`);
    console.log('\n| report part | thresholds | genuine pairs | impostor pairs | FRR _1e3 | FAR _1e3 | FRR _1e4 | FAR _1e4 | FRR _1e5 | FAR _1e5 | 0 accepted bounds FAR |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [label, keep] of [['all', () => true], ['package sets', both('package')], ['LFW dark-skinned', both('dark')], ['LFW other', both('other')]] as const) {
      const p = pairScores(all, faceApiSimilarity, m.name, inHalf('report', keep));
      for (const [which, t] of [
        ['package sets only (before)', packageOnly],
        ['re-derived', { _1e3: ops._1e3.threshold, _1e4: ops._1e4.threshold, _1e5: ops._1e5.threshold }],
        ['derived on dark-skinned pairs only', { _1e3: darkOps._1e3.threshold, _1e4: darkOps._1e4.threshold, _1e5: darkOps._1e5.threshold }],
      ] as const) {
        const cells = operatingPoints.flatMap(([k]) => {
          const r = rates(p, (t as Record<OperatingPoint, number>)[k]);
          return [r.genuine, r.impostor];
        });
        console.log(`| ${label} | ${which} | ${p.genuine.length + p.failures} | ${p.impostor.length} | ${cells.join(' | ')} | ${bound(p.impostor.length)} |`);
      }
    }
  }

  // The genuine pairs the shipped matcher scores lowest, by name, so each can be looked at: in LFW a
  // low "genuine" score can also be a mislabelled photo.
  const shipped = matchers[0].name;
  const low: { score: number; pair: string }[] = [];
  for (const person of new Set(lfw.map((p) => p.person))) {
    const mine = lfw.filter((p) => p.person === person && p.descriptors[shipped]);
    for (let i = 0; i < mine.length; i++) for (let j = i + 1; j < mine.length; j++) low.push({ score: faceApiSimilarity(mine[i]!.descriptors[shipped]!, mine[j]!.descriptors[shipped]!), pair: `${mine[i]!.variant} / ${mine[j]!.variant.replace(/^.*_/, '')}${mine[i]!.group === 'dark' ? ' (dark-skinned)' : ''}` });
  }
  low.sort((a, b) => a.score - b.score);
  console.log(`\nLowest genuine LFW pairs (${shipped}): ${low.slice(0, 12).map((l) => `${l.pair} ${l.score.toFixed(3)}`).join('; ')}`);
  const noFace = lfw.filter((p) => !p.descriptors[shipped]).map((p) => p.variant);
  console.log(`LFW photos without a face described: ${noFace.join(', ') || 'none'}`);
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
