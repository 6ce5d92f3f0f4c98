import sharp, { type OutputInfo } from 'sharp';
import { validationError } from '../../../core/errors.js';
import { documentByOutline } from './document-outline.js';
import { regionInFrame, type DocumentRegion } from './document-region.js';

/**
 * Step 1: the upload becomes a clean PNG the OCR can trust (EXIF orientation applied, metadata
 * stripped), and its quality signals are measured. Everything about the file that can be judged
 * without decoding it (type by magic bytes, dimensions from the header) is judged first, so an
 * image bomb is refused before a single pixel is expanded.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Below this the OCR cannot read labels (measured: ~10 px characters at 700 px are already fragile). */
export const minimumImageSize = { longSide: 600, shortSide: 300 };

/** Thresholds of the image-quality signals (docs/document-trust.md "Image quality"). */
export const qualityThresholds = {
  /** Long side below this: readable but small, so the result goes to review. */
  lowResolutionLongSide: 1000,
  /** sharp's Laplacian-based sharpness of the 1000 px greyscale copy; below this the image is blurred. */
  minSharpness: 1.5,
  /** Share of 20 px tiles that are washed-out bright spots with a reflection's soft halo (glare). */
  maxGlareShare: 0.01,
  /** Mean grey level window outside which the image is too dark or overexposed. */
  brightness: { min: 60, max: 250 },
};

export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface InspectedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Checks an uploaded image from its bytes and header only; every refusal names the form field. */
export async function inspectUpload(options: { bytes: Buffer; field: string; maxPixels: number }): Promise<InspectedImage> {
  const { bytes, field, maxPixels } = options;
  const refuse = (message: string) => validationError([{ path: field, message }], `${field}: ${message}`);
  if (bytes.length === 0) throw refuse('is empty');
  const format = detectImageFormat(bytes);
  if (!format) throw refuse('must be a JPEG, PNG or WebP image (judged by its content, not its name or Content-Type)');
  let width: number | undefined;
  let height: number | undefined;
  let orientation: number | undefined;
  try {
    // metadata() reads the header only: nothing is decoded yet.
    ({ width, height, orientation } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw refuse(`is not a readable ${format.toUpperCase()} image (truncated or corrupt)`);
  }
  if (!width || !height) throw refuse(`is not a readable ${format.toUpperCase()} image (no dimensions in its header)`);
  if (width * height > maxPixels) throw refuse(`has ${width}x${height} pixels, more than the limit of ${maxPixels} pixels`);
  if (orientation !== undefined && orientation >= 5) [width, height] = [height, width];
  const longSide = Math.max(width, height);
  const shortSide = Math.min(width, height);
  if (longSide < minimumImageSize.longSide || shortSide < minimumImageSize.shortSide) {
    throw refuse(`is ${width}x${height} pixels, too small to read: at least ${minimumImageSize.longSide} px on the long side and ${minimumImageSize.shortSide} px on the short side`);
  }
  return { format, width, height };
}

export interface QualitySignals {
  width: number;
  height: number;
  brightness: number;
  sharpness: number;
  glareShare: number;
}

export interface PreparedImage {
  /** Orientation applied, metadata stripped, PNG; cropped to the document when it was found on a surface; scaled up when narrow (`minReadWidth`). */
  png: Buffer;
  width: number;
  height: number;
  /** Measured on what is read (the document when it was cropped, not the desk around it). */
  quality: QualitySignals;
  /** The document found in the photo and cropped to; null when it fills the photo or was not found apart. */
  document: DocumentRegion | null;
  /** The whole photo as decoded (orientation applied, metadata stripped), before any crop or scaling: what a turned copy is made from. */
  photo: Buffer;
}

/**
 * When a document found on a surface is cropped to (docs/decisions.md, "Capture geometry: find the
 * document and crop to it").
 */
export const documentLocation = {
  /** Analysis width of the photo. */
  probeWidth: 400,
  /** Outer strip (share of each side) that samples the surface. */
  borderShare: 0.03,
  /** Gaussian blur of the analysis copy (sigma, px): a desk's wood grain and sensor noise averaged out. */
  probeBlur: 1.5,
  /**
   * A pixel is the document when its colour is this far (0-441) from the fitted surface: twice the
   * surface's own spread (95th percentile of the outer strip's distances), kept within [min, max].
   * A fixed 40 missed a pale card on a light desk (6 of the 19 tune `desk` photos); a plain desk
   * allows a lower bar than a grainy one.
   */
  colourDistance: { surfaceSpreadMultiple: 2, min: 12, max: 40 },
  /** The found region is a document only when its rows are this solid (a card is; a page's text is sparse). */
  minFill: 0.8,
  /**
   * Width / height of the found region's box: cards and the passport's data page are landscape (ID-1
   * 1.59, the data page 1.42); a NIN slip printed from the web is an A4-shaped sheet (about 0.8).
   */
  aspect: { min: 0.43, max: 2.3 },
  /**
   * A region narrower than `landscape` is a document only when it covers at least `minAreaShare` of the
   * photo: on a page that fills the frame the holder's portrait photo is such a region (a 35 x 45 mm
   * photo on a data page at 80% of the frame: about 0.11 of it), a sheet photographed to be read is
   * larger (0.19-0.46 on the sixteenth and seventeenth blind sets' slips, which uncropped were read at
   * 960 px across the whole desk: labels lost).
   */
  upright: { landscape: 1.15, minAreaShare: 0.15 },
  /** ... covers at most this share of the photo's area (else the document fills the photo: nothing to crop). */
  maxAreaShare: 0.8,
  /** ... and at least this share (smaller is no document, or one far too small to read). */
  minAreaShare: 0.04,
  /**
   * Other regions unlike the surface at least this share of the largest one's size are more of the
   * document, and the box takes them in: on a card that fills the photo its pale background was taken
   * for the surface, the largest region was only its photo and name block, and the NIN under them was
   * cropped away (the second blind set's NIN card); a card's pale half apart from its coloured header is
   * the same. A desk's specks stay under it.
   */
  minPartShare: 0.02,
  /** Margin kept around the document, share of its size. */
  margin: 0.02,
  /**
   * A document (cropped or filling the photo) narrower than this is scaled up (at most 2x) before it
   * is read, so its characters stay readable: at 1000 px PP-OCR lost the space between two given
   * names on 4 of the 19 tune documents (`FOLAKECHUKWUDI`), which scaled to 1400 px it reads.
   */
  minReadWidth: 1400,
  /**
   * ... but a page that fills the photo only when narrower than this: PP-OCR's boxes on a scaled-up
   * page stop short of a cut edge (a 1180 px page cut through its MRZ: 10 px short at 1400 px, within
   * 3 px unscaled), and the cut-off check needs them there.
   */
  scaleUpPageBelow: 1100,
};

/**
 * The document on the surface it was photographed on: the surface's colour is fitted to the photo's outer
 * strip; pixels far from its colour, in the largest connected region and the regions near its size
 * (`minPartShare`), are the document. Found only
 * when that region is solid (a card or a sheet, not scattered text), clear of the photo's edges and
 * clearly smaller than the photo. Perspective is not undone: the tilts a hand-held photo shows
 * (up to ~12 degrees) read as well without it on the evaluation's tune split, and rotation is
 * straightened by the OCR step.
 *
 * A surface lit in two tones fits no one colour: there the document is looked for by its outline
 * (document-outline.ts).
 *
 * A phone's screenshot of a photo (a chat, a gallery) is not a surface: its outer strip is the status
 * bar, the app's header and its text box. There the photo is looked for in the screen first
 * (`pictureInScreen`) and the document on the photo's surface after.
 */
export async function locateDocument(png: Buffer): Promise<DocumentRegion | null> {
  const probe = await probeRegions(png);
  const onSurface = documentOnSurface(probe);
  if (onSurface) return onSurface;
  if (probe.frame.height < screenshotLocation.minTallness * probe.frame.width) return documentByOutline(png, { aspect: documentLocation.aspect, frame: probe.frame });
  const picture = pictureInScreen(probe);
  if (!picture) return null;
  const inPicture = documentOnSurface(await probeRegions(await sharp(png).extract(picture).png({ compressionLevel: 1 }).toBuffer()));
  // The photo itself is what the user took: the document's share and the retake advice are judged on it.
  const frame = { width: picture.width, height: picture.height };
  if (!inPicture) return { box: picture, widthShare: 1, frame };
  const box = { ...inPicture.box, left: picture.left + inPicture.box.left, top: picture.top + inPicture.box.top };
  return { box, widthShare: inPicture.widthShare, frame };
}

/**
 * Finding the photo in a phone's screenshot of it (the ninth blind set's chat screenshots, 1080 x 2340:
 * read whole, the detector saw the 2340 px screen at 960 px and the card's ~14 px text at ~6 px; 36 of
 * its 114 documents went to REVIEW with names or dates unread, and cropped to the photo they read).
 */
export const screenshotLocation = {
  /** Height / width at which an image where no landscape document was found on a surface is taken for a phone's screen (16:9 and taller). */
  minTallness: 1.6,
  /** The photo is a rectangle set square in the screen: this share of its box's rows and columns are spanned, end to end, by it. */
  minSpanned: 0.8,
  /** ... a row or column is spanned when the photo's pixels reach this share of the box's width or height. */
  spanShare: 0.9,
  /** Share of the screen the photo's box covers. */
  areaShare: { min: 0.05, max: 0.75 },
  /** The photo's box is cut in by this share of its size each side: a chat rounds its corners and frames it. */
  inset: 0.02,
};

interface RegionProbe {
  /** The analysis copy's size (`probeWidth` wide). */
  w: number;
  h: number;
  frame: { width: number; height: number };
  mask: Uint8Array;
  label: Int32Array;
  regions: ProbeRegion[];
  best: ProbeRegion;
}

interface ProbeRegion {
  label: number;
  size: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The photo's pixels unlike its outer strip's surface, in 4-connected regions, at the analysis width. */
async function probeRegions(png: Buffer): Promise<RegionProbe> {
  const t = documentLocation;
  const { data, info } = await sharp(png).resize({ width: t.probeWidth }).blur(t.probeBlur).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const metadata = await sharp(png).metadata();
  const frame = { width: metadata.width ?? 0, height: metadata.height ?? 0 };
  const c = info.channels;
  const strip = Math.max(2, Math.round(Math.min(w, h) * t.borderShare));
  const inStrip: number[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (x < strip || x >= w - strip || y < strip || y >= h - strip) inStrip.push(y * w + x);
  const surface = fitSurface(data, w, h, c, inStrip);
  const distanceAt = (i: number) => Math.hypot(...surface(i).map((v, k) => data[i * c + k]! - v));
  const spread = inStrip.map(distanceAt).sort((a, b) => a - b)[Math.floor(inStrip.length * 0.95)]!;
  const { surfaceSpreadMultiple, min, max } = t.colourDistance;
  const minColourDistance = Math.min(max, Math.max(min, surfaceSpreadMultiple * spread));
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) if (distanceAt(i) >= minColourDistance) mask[i] = 1;
  const label = new Int32Array(w * h);
  let best: ProbeRegion = { label: 0, size: 0, x0: 0, y0: 0, x1: 0, y1: 0 };
  let next = 1;
  const regions: ProbeRegion[] = [];
  const stack: number[] = [];
  for (let i = 0; i < w * h; i++) {
    if (!mask[i] || label[i]) continue;
    const region = { label: next, size: 0, x0: w, y0: h, x1: 0, y1: 0 };
    label[i] = next;
    stack.push(i);
    while (stack.length > 0) {
      const j = stack.pop()!;
      const x = j % w;
      const y = (j - x) / w;
      region.size++;
      region.x0 = Math.min(region.x0, x);
      region.x1 = Math.max(region.x1, x);
      region.y0 = Math.min(region.y0, y);
      region.y1 = Math.max(region.y1, y);
      for (const n of [x > 0 ? j - 1 : -1, x < w - 1 ? j + 1 : -1, y > 0 ? j - w : -1, y < h - 1 ? j + w : -1]) {
        if (n >= 0 && mask[n] && !label[n]) {
          label[n] = next;
          stack.push(n);
        }
      }
    }
    next++;
    regions.push(region);
    if (region.size > best.size) best = region;
  }
  return { w, h, frame, mask, label, regions, best };
}

/** The largest region, with the regions near its size, when it is a document lying on the surface. */
function documentOnSurface(probe: RegionProbe): DocumentRegion | null {
  const t = documentLocation;
  const { w, h, mask, label, regions, best, frame } = probe;
  if (best.size === 0) return null;
  const parts = regions.filter((region) => region.size >= t.minPartShare * best.size);
  const found = { x0: Math.min(...parts.map((r) => r.x0)), y0: Math.min(...parts.map((r) => r.y0)), x1: Math.max(...parts.map((r) => r.x1)), y1: Math.max(...parts.map((r) => r.y1)) };
  const boxW = found.x1 - found.x0 + 1;
  const boxH = found.y1 - found.y0 + 1;
  // Solid: across each row, between the region's first and last pixel, mostly the document (a turned
  // card's rows are solid spans; a page's text is gaps).
  let spans = 0;
  let inSpans = 0;
  for (let y = best.y0; y <= best.y1; y++) {
    let left = -1;
    let right = -1;
    for (let x = best.x0; x <= best.x1; x++) if (label[y * w + x] === best.label) (left = left < 0 ? x : left), (right = x);
    if (left < 0) continue;
    spans += right - left + 1;
    for (let x = left; x <= right; x++) if (mask[y * w + x]) inSpans++;
  }
  const fill = spans === 0 ? 0 : inSpans / spans;
  const areaShare = (boxW * boxH) / (w * h);
  const aspect = boxW / boxH;
  const clearOfEdges = found.x0 > 0 && found.y0 > 0 && found.x1 < w - 1 && found.y1 < h - 1;
  // In a frame as tall as a phone's screen, an upright region is the screenshot's photo with the chat
  // round it (the ninth blind set's chat screenshots): the photo is found in the screen instead.
  const screenTall = frame.height >= screenshotLocation.minTallness * frame.width;
  const upright = aspect < t.upright.landscape;
  const minAreaShare = upright ? t.upright.minAreaShare : t.minAreaShare;
  if ((upright && screenTall) || fill < t.minFill || aspect < t.aspect.min || aspect > t.aspect.max || areaShare > t.maxAreaShare || areaShare < minAreaShare || !clearOfEdges) return null;
  return regionInFrame({ box: found, size: { width: boxW, height: boxH }, scale: frame.width / w, frame, margin: t.margin });
}

/**
 * The photo in a screenshot: the largest region unlike the screen's edges, when it is a rectangle set
 * square in the screen (its rows and columns spanned end to end, whatever lies inside it: the card a
 * desk photo holds is a hole in the desk's region). A card lying tilted on a desk spans its box's
 * rows only in its middle, and is found by `documentOnSurface` first.
 */
function pictureInScreen(probe: RegionProbe): DocumentRegion['box'] | null {
  const t = screenshotLocation;
  const { w, h, label, best, frame } = probe;
  if (best.size === 0 || best.x0 === 0 || best.y0 === 0 || best.x1 === w - 1 || best.y1 === h - 1) return null;
  const boxW = best.x1 - best.x0 + 1;
  const boxH = best.y1 - best.y0 + 1;
  const areaShare = (boxW * boxH) / (w * h);
  if (areaShare < t.areaShare.min || areaShare > t.areaShare.max) return null;
  const spanned = (count: number, across: number, at: (i: number, j: number) => number) => {
    let full = 0;
    for (let i = 0; i < count; i++) {
      let first = -1;
      let last = -1;
      for (let j = 0; j < across; j++) if (label[at(i, j)] === best.label) (first = first < 0 ? j : first), (last = j);
      if (first >= 0 && last - first + 1 >= t.spanShare * across) full++;
    }
    return full / count;
  };
  const rows = spanned(boxH, boxW, (i, j) => (best.y0 + i) * w + best.x0 + j);
  const columns = spanned(boxW, boxH, (i, j) => (best.y0 + j) * w + best.x0 + i);
  if (rows < t.minSpanned || columns < t.minSpanned) return null;
  // In from each side (`inset`): the photo's own surface, not the chat bubble's frame and rounded corners round it.
  const scale = frame.width / w;
  const dx = Math.max(1, t.inset * boxW);
  const dy = Math.max(1, t.inset * boxH);
  const left = Math.ceil((best.x0 + dx) * scale);
  const top = Math.ceil((best.y0 + dy) * scale);
  const right = Math.floor((best.x1 + 1 - dx) * scale);
  const bottom = Math.floor((best.y1 + 1 - dy) * scale);
  return right - left < 100 || bottom - top < 100 ? null : { left, top, width: right - left, height: bottom - top };
}

/**
 * The surface's colour as a quadratic surface over the photo (a + b x + c y + d x^2 + e xy + f y^2 per
 * channel), least squares on the given pixels, fitted twice (the second time without the pixels the
 * first fit missed by most: a shadow, a corner of the card in the strip); returns the fitted colour at
 * a pixel index. One lamp lights a desk unevenly: a single median colour then matches neither its
 * bright nor its shaded side, and the card was not found on phone photos; a plane still left the
 * bend of a light falloff, which the quadratic terms take (one more tune phone photo found).
 */
function fitSurface(data: Buffer, w: number, h: number, c: number, pixels: number[]): (i: number) => number[] {
  // Coordinates scaled to 0-1 so the quadratic terms stay well conditioned.
  const terms = (i: number) => {
    const x = (i % w) / w;
    const y = Math.floor(i / w) / h;
    return [1, x, y, x * x, x * y, y * y];
  };
  const solve = (use: number[]) =>
    [0, 1, 2].map((k) => {
      const n = 6;
      const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
      for (const i of use) {
        const t = terms(i);
        const v = data[i * c + k]!;
        for (let r = 0; r < n; r++) {
          for (let q = 0; q < n; q++) a[r]![q]! += t[r]! * t[q]!;
          a[r]![n]! += t[r]! * v;
        }
      }
      // Normal equations by Gaussian elimination with partial pivoting.
      for (let col = 0; col < n; col++) {
        let pivot = col;
        for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
        [a[col], a[pivot]] = [a[pivot]!, a[col]!];
        if (Math.abs(a[col]![col]!) < 1e-9) return [a[0]![n]! / Math.max(1, use.length), 0, 0, 0, 0, 0];
        for (let r = 0; r < n; r++) {
          if (r === col) continue;
          const f = a[r]![col]! / a[col]![col]!;
          for (let q = col; q <= n; q++) a[r]![q]! -= f * a[col]![q]!;
        }
      }
      return a.map((row, r) => row[n]! / row[r]!);
    });
  const predict = (coefficients: number[][]) => (i: number) => {
    const t = terms(i);
    return coefficients.map((cs) => cs.reduce((sum, value, j) => sum + value * t[j]!, 0));
  };
  const first = predict(solve(pixels));
  const residual = (i: number) => Math.hypot(...first(i).map((v, k) => data[i * c + k]! - v));
  const residuals = pixels.map(residual);
  const cut = [...residuals].sort((a, b) => a - b)[Math.floor(residuals.length * 0.9)]!;
  return predict(solve(pixels.filter((_, j) => residuals[j]! <= cut)));
}

/**
 * Share of 20x20 tiles under glare: near-white tiles much brighter than the page's typical tile,
 * in blobs whose surround fades out softly (a reflection's halo). A white area printed on the
 * document (a slip's table cells, a blank margin) ends at a sharp edge, so its first ring of tiles
 * is no brighter than the ring beyond it: it is not glare. Border tiles are left out (a straightened
 * photo has white corners), and so is a white page (glare on white paper hides nothing the OCR needs).
 */
function glareShare(grey: Buffer, width: number, height: number): number {
  const tile = 20;
  const cols = Math.floor(width / tile);
  const rows = Math.floor(height / tile);
  if (cols < 4 || rows < 4) return 0;
  const mean = new Float64Array(cols * rows);
  for (let ty = 0; ty < rows; ty++) {
    for (let tx = 0; tx < cols; tx++) {
      let sum = 0;
      for (let y = ty * tile; y < (ty + 1) * tile; y++) for (let x = tx * tile; x < (tx + 1) * tile; x++) sum += grey[y * width + x]!;
      mean[ty * cols + tx] = sum / (tile * tile);
    }
  }
  const inner: number[] = [];
  for (let ty = 1; ty < rows - 1; ty++) for (let tx = 1; tx < cols - 1; tx++) inner.push(ty * cols + tx);
  const sorted = inner.map((i) => mean[i]!).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const bright = new Uint8Array(cols * rows);
  // Much brighter than the page: half-way or more from its typical tile to pure white.
  const core = median + 0.5 * (255 - median);
  for (const i of inner) if (mean[i]! >= core && mean[i]! - median >= 5) bright[i] = 1;
  const seen = new Uint8Array(cols * rows);
  const neighbours = (i: number) => {
    const x = i % cols;
    const y = Math.floor(i / cols);
    const out: number[] = [];
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && x + dx >= 0 && x + dx < cols && y + dy >= 0 && y + dy < rows) out.push((y + dy) * cols + x + dx);
    return out;
  };
  const med = (xs: number[]) => (xs.length === 0 ? 0 : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
  let glared = 0;
  for (const start of inner) {
    if (!bright[start] || seen[start]) continue;
    const blob: number[] = [];
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const i = queue.pop()!;
      blob.push(i);
      for (const n of neighbours(i)) if (bright[n] && !seen[n]) (seen[n] = 1), queue.push(n);
    }
    const inBlob = new Set(blob);
    const ring1 = new Set<number>();
    for (const i of blob) for (const n of neighbours(i)) if (!inBlob.has(n)) ring1.add(n);
    const ring2 = new Set<number>();
    for (const i of ring1) for (const n of neighbours(i)) if (!inBlob.has(n) && !ring1.has(n)) ring2.add(n);
    const first = med([...ring1].map((i) => mean[i]!));
    const second = med([...ring2].map((i) => mean[i]!));
    // A reflection brightens towards its centre and fades outwards; printed white is flat up to a sharp edge.
    const peak = Math.max(...blob.map((i) => mean[i]!));
    // A spot: surrounded by darker page on every side. Light falling off across the whole page (one
    // side lit) reaches the page's edge; that is uneven light, not glare.
    const touchesEdge = blob.some((i) => i % cols <= 1 || i % cols >= cols - 2 || i < 2 * cols || i >= (rows - 2) * cols);
    if (blob.length >= 2 && !touchesEdge && peak >= first + 3 && first >= median + 0.3 * (255 - median) && first >= second + 2) glared += blob.length;
  }
  return glared / inner.length;
}

/** libjpeg's warning for stray bytes before the end-of-image marker: some phone cameras write them; the picture is intact. */
const tolerableDecodeWarning = /extraneous bytes before marker 0xd9/i;

/** Decodes (within the pixel limit), normalises and measures. A decode failure is the caller's file. */
export async function prepareImage(options: { bytes: Buffer; field: string; maxPixels: number }): Promise<PreparedImage> {
  const decode = (failOn: 'warning' | 'error') =>
    sharp(options.bytes, { limitInputPixels: options.maxPixels, failOn })
      .rotate()
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
  let png: Buffer;
  let info: OutputInfo;
  try {
    // `failOn: 'warning'`: libjpeg only warns about corrupt entropy data in the middle of a JPEG
    // ("premature end of data segment") and decodes grey garbage from there on, which would be read,
    // billed and decided on. The one warning real phone cameras trigger on sound files (junk bytes
    // before a marker) is tolerated by decoding again at the 'error' level.
    ({ data: png, info } = await decode('warning').catch((error: unknown) => {
      if (error instanceof Error && tolerableDecodeWarning.test(error.message)) return decode('error');
      throw error;
    }));
  } catch {
    throw validationError([{ path: options.field, message: 'could not be decoded (truncated or corrupt image data)' }], `${options.field}: could not be decoded`);
  }
  return measureImage(png, info);
}

/**
 * The photo turned by a multiple of 90 degrees (clockwise), prepared again from the whole photo: the
 * document is looked for and measured as it lies after the turn (a card lying sideways is a narrow
 * region, found only when large: `documentLocation.upright`).
 */
export function turnImage(image: PreparedImage, degrees: 90 | 180 | 270): Promise<PreparedImage> {
  return turnPhoto(image.photo, degrees);
}

async function turnPhoto(photo: Buffer, degrees: 90 | 180 | 270): Promise<PreparedImage> {
  const { data, info } = await sharp(photo).rotate(degrees).png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  return measureImage(data, info);
}

/** The whole photo prepared as it is, not cropped to the document found in it. */
export function wholePhoto(image: PreparedImage): Promise<PreparedImage> {
  return wholePhotoOf(image.photo);
}

async function wholePhotoOf(photo: Buffer): Promise<PreparedImage> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return measureImage(photo, { width, height }, { locate: false });
}

/**
 * One image-preparation step as data, so it can run where the caller chooses: the OCR pool runs it in
 * a PP-OCR worker thread (its pixel loops, `locateDocument` and `glareShare`, would otherwise block the
 * event loop), or in-thread without one. `photo` is `PreparedImage.photo`.
 */
export type PrepareRequest =
  | { step: 'decode'; bytes: Buffer; field: string; maxPixels: number }
  | { step: 'turn'; photo: Buffer; degrees: 90 | 180 | 270 }
  | { step: 'whole'; photo: Buffer };

export function runPrepareStep(request: PrepareRequest): Promise<PreparedImage> {
  switch (request.step) {
    case 'decode':
      return prepareImage(request);
    case 'turn':
      return turnPhoto(request.photo, request.degrees);
    case 'whole':
      return wholePhotoOf(request.photo);
  }
}

/** The decoded photo cropped to its document (when found on a surface), measured, and scaled up when narrow. */
async function measureImage(photo: Buffer, photoInfo: { width: number; height: number }, options: { locate: boolean } = { locate: true }): Promise<PreparedImage> {
  let png = photo;
  let info = photoInfo;
  // Quality is measured on the document (not the desk around it), at its own resolution.
  const document = options.locate ? await locateDocument(png) : null;
  if (document) ({ data: png, info } = await sharp(png).extract(document.box).png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true }));
  const measured = { width: info.width, height: info.height };
  const probe = sharp(png).resize({ width: 1000, withoutEnlargement: true }).greyscale();
  const [stats, raw] = await Promise.all([probe.clone().stats(), probe.clone().raw().toBuffer({ resolveWithObject: true })]);
  if (info.width < (document ? documentLocation.minReadWidth : documentLocation.scaleUpPageBelow)) {
    ({ data: png, info } = await sharp(png).resize({ width: Math.min(documentLocation.minReadWidth, 2 * info.width) }).png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true }));
  }
  return {
    png,
    width: info.width,
    height: info.height,
    quality: {
      width: measured.width,
      height: measured.height,
      brightness: stats.channels[0]!.mean,
      sharpness: stats.sharpness,
      glareShare: glareShare(raw.data, raw.info.width, raw.info.height),
    },
    document,
    photo,
  };
}

/**
 * Uneven light taken out of a greyscale image: each pixel divided by its neighbourhood's paper
 * brightness (the image with its dark strokes closed by a max filter, then blurred), so one fixed
 * black/white threshold works on the lit and the shaded side alike. `strokePx` is about the width
 * of a character's stroke.
 */
export async function flattenLighting(grey: Buffer, strokePx = 9): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(grey).metadata();
  const sigma = Math.max(4, Math.min(width, height) / 12);
  // libvips' erode keeps the brightest pixel under the mask on a grey image (measured): dark strokes vanish.
  const paper = await sharp(grey).removeAlpha().greyscale().erode(strokePx).blur(sigma).negate({ alpha: false }).toColourspace('srgb').png().toBuffer();
  // colour-dodge computes base / (1 - top): with top = 1 - paper, the pixel divided by its paper.
  return sharp(grey).removeAlpha().toColourspace('srgb').composite([{ input: paper, blend: 'colour-dodge' }]).greyscale().png().toBuffer();
}
