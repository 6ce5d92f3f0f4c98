/**
 * The PP-OCR engine's page read as it was before its JavaScript stages were rewritten with lookup
 * tables and typed arrays (detection input, component moments, line sampling): a frozen copy, kept
 * only so bench/document-trust.ts --before-after can compare CPU per page and check that both read
 * exactly the same page. The models, the page assembly and everything after are the engine's own.
 */
import sharp, { type Sharp } from 'sharp';
import { Tensor } from 'onnxruntime-node';
import { assemblePage, detectionMaxSide, emptyPpocrProfile, type Char, type PpocrModels, type PpocrProfile, type Region, type Rgb, type StraightenRange } from '../src/services/document-trust/ocr/ppocr-engine.js';
import type { OcrPage } from '../src/services/document-trust/ocr/ocr-types.js';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

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
/** Longest side the detector sees (PaddleOCR: limit_side_len 960). */
const detMean = [0.485, 0.456, 0.406];
const detStd = [0.229, 0.224, 0.225];

async function decodeRgb(image: Buffer | Sharp): Promise<Rgb> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

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
  for (let i = 0; i < plane; i++) {
    const p = i * small.channels;
    const r = small.data[p]!;
    const g = small.channels >= 3 ? small.data[p + 1]! : r;
    const b = small.channels >= 3 ? small.data[p + 2]! : r;
    input[i] = (b / 255 - detMean[0]!) / detStd[0]!;
    input[plane + i] = (g / 255 - detMean[1]!) / detStd[1]!;
    input[2 * plane + i] = (r / 255 - detMean[2]!) / detStd[2]!;
  }
  lap('detectionInput');
  const output = await models.detection.run({ [models.detection.inputNames[0]!]: new Tensor('float32', input, [1, 3, dh, dw]) });
  lap('detectionRun');
  const prob = output[models.detection.outputNames[0]!]!.data as Float32Array;
  const rx = page.width / dw;
  const ry = page.height / dh;
  const labels = new Int32Array(plane);
  const stack = new Int32Array(plane);
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
    const members: number[] = [];
    while (top > 0) {
      const i = stack[--top]!;
      members.push(i);
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
    for (const i of members) {
      const x = (i % dw) - mx;
      const y = Math.floor(i / dw) - my;
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
  const ch = page.channels;
  const pixel = (x: number, y: number, c: number) => {
    const xi = Math.min(page.width - 1, Math.max(0, x));
    const yi = Math.min(page.height - 1, Math.max(0, y));
    return page.data[(yi * page.width + xi) * ch + (ch >= 3 ? c : 0)]!;
  };
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
      const at = base + row * batchWidth + col;
      for (let c = 0; c < 3; c++) {
        const value = (pixel(x0, y0, c) * (1 - fx) + pixel(x0 + 1, y0, c) * fx) * (1 - fy) + (pixel(x0, y0 + 1, c) * (1 - fx) + pixel(x0 + 1, y0 + 1, c) * fx) * fy;
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
    for (let k = 0; k < classes; k++) {
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

async function recogniseRegions(models: PpocrModels, page: Rgb, regions: Region[], profile: PpocrProfile = emptyPpocrProfile()): Promise<Char[][]> {
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


/** `readWithPpocr` before the rewrite (same profile stages, CPU ms of the process). */
export async function readWithPpocrBefore(models: PpocrModels, image: Buffer, options: { profile?: PpocrProfile; straighten?: StraightenRange } = {}): Promise<OcrPage> {
  const profile = options.profile ?? emptyPpocrProfile();
  const started = cpuMs();
  const page = await decodeRgb(image);
  profile.decode += cpuMs() - started;
  const regions = await detect(models, page, profile);
  profile.regions += regions.length;
  const recognised = await recogniseRegions(models, page, regions, profile);
  return assemblePage({ width: page.width, height: page.height }, regions, recognised, options);
}
