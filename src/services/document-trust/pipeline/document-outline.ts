import { createRequire } from 'node:module';
import sharp from 'sharp';
import type * as OpenCvModule from '@techstark/opencv-js';
import { regionInFrame, type DocumentRegion } from './document-region.js';

type OpenCv = typeof OpenCvModule;

/**
 * Finding the document by its outline when its colour did not tell it from the surface
 * (docs/decisions.md, "A document found by its outline"): the edges of the photo, the largest
 * four-cornered closed contour among them, taken only when the photo outside it is plain.
 *
 * The colour locator fits one smooth surface to the photo's border; a surface lit in two tones (a
 * market umbrella's coloured shade with sunlight past its edge, a window's light across a table) has
 * no such fit, and the document was not found: read across the whole photo, a slip's small labels were
 * lost (the seventeenth blind set's market-umbrella captures: 110 of 120 not found; by their outline,
 * 109 found, none wrong). A card's edge is sharp whatever the light.
 */
export const documentOutline = {
  /** Analysis width of the photo. */
  probeWidth: 500,
  /** Canny's hysteresis thresholds on the blurred grey copy (OpenCV's usual 1:3). */
  edges: { low: 30, high: 90 },
  /** The polygon fitted to a contour may stray from it by this share of its perimeter (four corners of a card's rounded outline). */
  cornerTolerance: 0.02,
  /** The outline's area as a share of the photo: smaller is a portrait or a table printed on a page filling the photo. */
  areaShare: { min: 0.1, max: 0.8 },
  /**
   * Edge pixels outside the outline (grown by a few pixels, its own edge left out) as a share of the
   * pixels there: a surface is plain. On a page filling the photo, the largest four-cornered contour is
   * its portrait or a table, and the page's print round it is 3.5-20% edges (the blind sets' clean
   * captures); a desk, a cloth, a cracked lens's lines stay under 3.4% (cracks), most under 1%.
   */
  maxOutsideEdges: 0.02,
  /**
   * ... and along each side, in a strip just beyond it (`sideStrip`, probe pixels), at most this
   * share: a crack or a light's edge across the card closes a four-cornered part of it, whose cut
   * side has the rest of the card's print beyond it (the seventeenth set's cracked-lens captures: such
   * sides 4.6-17%, a card's own sides under 2% on nine in ten and at most 9%).
   */
  maxSideEdges: 0.04,
  sideStrip: { from: 6, to: 20 },
  /** Margin kept around the outline's box, share of its size. */
  margin: 0.02,
};

let openCv: Promise<{ cv: OpenCv }> | undefined;

/**
 * OpenCV's WebAssembly build, loaded once per thread on first use. Its Emscripten runtime installs
 * process-wide handlers for uncaught exceptions and unhandled rejections (the latter aborts); they
 * are taken off again, so the server's own handling stands. The module is returned wrapped: it is a
 * thenable, and awaiting it bare never settles.
 */
function loadOpenCv(): Promise<{ cv: OpenCv }> {
  openCv ??= (async () => {
    const handlers = { exception: process.listeners('uncaughtException'), rejection: process.listeners('unhandledRejection') };
    const loaded = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv | Promise<OpenCv>;
    let cv: OpenCv;
    if (loaded instanceof Promise) cv = await loaded;
    else {
      if (!('Mat' in loaded)) await new Promise<void>((resolve) => ((loaded as { onRuntimeInitialized?: () => void }).onRuntimeInitialized = resolve));
      cv = loaded;
    }
    for (const listener of process.listeners('uncaughtException')) if (!handlers.exception.includes(listener)) process.off('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection')) if (!handlers.rejection.includes(listener)) process.off('unhandledRejection', listener);
    return { cv };
  })();
  return openCv;
}

/** The document's box from its outline, or null when no plain-surrounded four-cornered outline of a document's size and shape is found. */
export async function documentByOutline(png: Buffer, options: { aspect: { min: number; max: number }; frame: DocumentRegion['frame'] }): Promise<DocumentRegion | null> {
  const t = documentOutline;
  const { aspect, frame } = options;
  const { cv } = await loadOpenCv();
  const { data, info } = await sharp(png).resize({ width: t.probeWidth }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  // Every Mat lives in WebAssembly memory and is freed by hand.
  const mats: { delete(): void }[] = [];
  const keep = <M extends { delete(): void }>(mat: M) => (mats.push(mat), mat);
  try {
    const grey = keep(cv.matFromArray(h, w, cv.CV_8UC1, data));
    const blurred = keep(new cv.Mat());
    cv.GaussianBlur(grey, blurred, new cv.Size(5, 5), 0);
    const edges = keep(new cv.Mat());
    cv.Canny(blurred, edges, t.edges.low, t.edges.high);
    // Closed a pixel wide: a card's edge broken where the surface's tone meets its own.
    const joined = keep(new cv.Mat());
    const square3 = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
    cv.dilate(edges, joined, square3);
    const contours = keep(new cv.MatVector());
    const hierarchy = keep(new cv.Mat());
    cv.findContours(joined, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    let best: { area: number; corners: number[] } | null = null;
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const area = cv.contourArea(contour);
      if (area >= t.areaShare.min * w * h && area <= t.areaShare.max * w * h) {
        const polygon = new cv.Mat();
        cv.approxPolyDP(contour, polygon, t.cornerTolerance * cv.arcLength(contour, true), true);
        if (polygon.rows === 4 && cv.isContourConvex(polygon)) {
          const polygonArea = cv.contourArea(polygon);
          if (!best || polygonArea > best.area) best = { area: polygonArea, corners: Array.from(polygon.data32S) };
        }
        polygon.delete();
      }
      contour.delete();
    }
    if (!best) return null;
    const xs = best.corners.filter((_, k) => k % 2 === 0);
    const ys = best.corners.filter((_, k) => k % 2 === 1);
    const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    const boxAspect = (box.x1 - box.x0) / Math.max(1, box.y1 - box.y0);
    if (boxAspect < aspect.min || boxAspect > aspect.max) return null;
    // The surface round it: edges outside the outline grown by 4 px (its own edge and shadow inside).
    const inside = keep(cv.Mat.zeros(h, w, cv.CV_8UC1));
    const outline = keep(cv.matFromArray(4, 1, cv.CV_32SC2, best.corners));
    const outlines = keep(new cv.MatVector());
    outlines.push_back(outline);
    cv.fillPoly(inside, outlines, new cv.Scalar(255));
    const square9 = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, 9)));
    cv.dilate(inside, inside, square9);
    let outsidePixels = 0;
    let outsideEdges = 0;
    for (let i = 0; i < w * h; i++) {
      if (inside.data[i]) continue;
      outsidePixels++;
      if (edges.data[i]) outsideEdges++;
    }
    if (outsidePixels === 0 || outsideEdges / outsidePixels > t.maxOutsideEdges) return null;
    if (sideEdgeShares(edges.data, w, h, xs, ys).some((share) => share > t.maxSideEdges)) return null;
    return regionInFrame({ box, size: { width: box.x1 - box.x0, height: box.y1 - box.y0 }, scale: frame.width / w, frame, margin: t.margin });
  } finally {
    for (const mat of mats) mat.delete();
  }
}

/** For each side of the outline (corners in order), the share of edge pixels in a strip just outside it, over its middle 80%. */
function sideEdgeShares(edges: Uint8Array, w: number, h: number, xs: number[], ys: number[]): number[] {
  const { from, to } = documentOutline.sideStrip;
  const centre = { x: xs.reduce((a, b) => a + b, 0) / xs.length, y: ys.reduce((a, b) => a + b, 0) / ys.length };
  return xs.map((ax, k) => {
    const [ay, bx, by] = [ys[k]!, xs[(k + 1) % xs.length]!, ys[(k + 1) % ys.length]!];
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) return 1;
    // The normal pointing away from the outline's centre.
    let [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
    const middle = { x: (ax + bx) / 2, y: (ay + by) / 2 };
    if ((middle.x + nx - centre.x) ** 2 + (middle.y + ny - centre.y) ** 2 < (middle.x - centre.x) ** 2 + (middle.y - centre.y) ** 2) [nx, ny] = [-nx, -ny];
    let sampled = 0;
    let edged = 0;
    for (let along = 0.1; along <= 0.9; along += 0.8 / length) {
      const [px, py] = [ax + (bx - ax) * along, ay + (by - ay) * along];
      for (let out = from; out <= to; out++) {
        const [x, y] = [Math.round(px + nx * out), Math.round(py + ny * out)];
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        sampled++;
        if (edges[y * w + x]) edged++;
      }
    }
    return sampled === 0 ? 0 : edged / sampled;
  });
}
