import sharp from 'sharp';

/**
 * Print and screen recaptures built from a genuine frame the way an attacker makes them: the
 * picture printed on paper or shown on a phone or monitor, held before the webcam and captured
 * again. Used by eval/liveness.ts and test/embed-liveness.test.ts.
 *
 * The model, per kind:
 * - print: ink on paper has a smaller dynamic range (paper white, ink black) and a warm cast, the
 *   tones are a rotated halftone dot screen, paper grain; a white margin around the picture and the
 *   paper's edge with the room behind it are in view; the sheet is bent (a cylinder about its
 *   vertical axis) and turned, so it is non-planar only at the paper's own level.
 * - phone: the frame on a screen of 1.6-3 screen pixels per camera pixel with RGB stripe
 *   sub-pixels and dark row gaps, a screen gamma and a cool colour cast, a raised black level, a
 *   black bezel round the screen with the room behind, glare, refresh banding.
 * - monitor: the same screen model close to the camera, the screen filling the frame (no bezel).
 * The camera then samples the scene by area (a few samples per sensor pixel, no anti-alias
 * filter: what makes the moire), adds sensor noise, and encodes a JPEG at webcam resolution.
 */
export type RecaptureKind = 'print' | 'phone' | 'monitor';

export interface RecapturePose {
  /** Degrees the surface is turned about its vertical axis (positive: its right edge away). */
  turn: number;
  /** Curl of the sheet: depth at its side edges over its half width (prints only). */
  bend: number;
  /** In-plane rotation, degrees. */
  roll: number;
  /** Shift of the surface's centre in output pixels. */
  dx: number;
  dy: number;
}

/** A random pose: `towards` (-1, 0, 1) turns the surface the way the step asks; `steady` keeps it nearly still (a screen on a stand). */
export function randomPose(random: () => number, towards: number, steady = false): RecapturePose {
  const between = (low: number, high: number) => low + (high - low) * random();
  if (steady) return { turn: between(-3, 3), bend: 0, roll: between(-1.5, 1.5), dx: between(-6, 6), dy: between(-6, 6) };
  return {
    turn: towards === 0 ? between(-6, 6) : towards * between(12, 32),
    bend: between(0.03, 0.12),
    roll: between(-5, 5),
    dx: between(-30, 30),
    dy: between(-20, 20),
  };
}

interface Scene {
  width: number;
  height: number;
  /** The content's RGB pixels and size. */
  content: Buffer;
  cw: number;
  ch: number;
}

/**
 * `jpeg` recaptured as `kind` held at `pose`; the output has the input's size. `random` drives
 * every drawn parameter (screen density, colour cast, halftone period, glare, noise), so a seeded
 * generator reproduces an attack.
 */
export async function recapture(jpeg: Buffer, kind: RecaptureKind, pose: RecapturePose, random: () => number): Promise<Buffer> {
  const between = (low: number, high: number) => low + (high - low) * random();
  const meta = await sharp(jpeg).metadata();
  const width = meta.width!;
  const height = meta.height!;
  const cx = width / 2;
  const cy = height / 2;

  // Where the surface sits: its visible width in output pixels and its resolution per output pixel.
  const visible = kind === 'print' ? between(0.8, 0.95) * width : kind === 'phone' ? between(0.78, 0.92) * width : between(1.05, 1.2) * width;
  const density = kind === 'print' ? 1 : between(1.6, 3);
  // Content pixels across the surface's picture area (the screen's own resolution for screens).
  const margin = kind === 'print' ? between(0.05, 0.09) : kind === 'phone' ? between(0.03, 0.05) : 0;
  const pictureOut = visible / (1 + 2 * margin);
  const cw = Math.round(pictureOut * density);
  const chh = Math.round((cw * height) / width);
  const { data: content } = await sharp(jpeg).removeAlpha().resize(cw, chh, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const scene: Scene = { width, height, content, cw, ch: chh };

  // Appearance constants.
  const gamma = between(0.85, 1.15);
  const gains = kind === 'print' ? [1, between(0.95, 0.99), between(0.84, 0.92)] : [between(0.9, 0.96), 1, between(1.04, 1.12)];
  const black = kind === 'print' ? between(28, 45) : between(10, 22);
  const white = kind === 'print' ? between(200, 232) : between(235, 255);
  const halftonePeriod = between(3, 5.5);
  const halftoneAngle = (between(15, 75) * Math.PI) / 180;
  // How much of the dot or sub-pixel pattern survives the lens's blur before the sensor samples it.
  const contrast = kind === 'print' ? between(0.15, 0.5) : between(0.08, 0.3);
  const glare = kind === 'print' ? null : { x: between(0.15, 0.85) * width, y: between(0.15, 0.85) * height, r: between(0.08, 0.2) * width, gain: between(40, 90) };
  const banding = kind === 'print' ? null : { period: between(40, 140), phase: between(0, 2 * Math.PI), depth: between(0.03, 0.08) };
  const light = { gx: between(-0.15, 0.15), gy: between(-0.1, 0.1), level: between(0.85, 1.05) };
  const room = [between(60, 140), between(55, 130), between(50, 120)];

  // Geometry: the surface's X (output pixels at depth 0, before the turn) for every output column,
  // from the cylinder bent and turned about the vertical axis, seen by a pinhole camera.
  const f = width * 1.2;
  const turn = (pose.turn * Math.PI) / 180;
  const half = visible / 2;
  const samples = 4 * width;
  const table: { x: number; X: number; depth: number }[] = [];
  for (let i = 0; i <= samples; i++) {
    const X = -half * 1.6 + (3.2 * half * i) / samples;
    const Z = (kind === 'print' ? pose.bend : 0) * half * (X / half) ** 2;
    const Xr = X * Math.cos(turn) + Z * Math.sin(turn);
    const Zr = -X * Math.sin(turn) + Z * Math.cos(turn);
    table.push({ x: (f * Xr) / (f + Zr) + cx + pose.dx, X, depth: f + Zr });
  }
  // A lookup at 1/8 output pixel over the table's span (the table is monotonic in x for the turns used).
  const lutStep = 1 / 8;
  const lutStart = table[0]!.x;
  const lutLength = Math.ceil((table.at(-1)!.x - lutStart) / lutStep) + 1;
  const lutX = new Float64Array(lutLength).fill(Number.NaN);
  const lutDepth = new Float64Array(lutLength);
  for (let i = 0, k = 0; i < lutLength; i++) {
    const x = lutStart + i * lutStep;
    while (k < table.length - 2 && table[k + 1]!.x <= x) k++;
    const a = table[k]!;
    const b = table[k + 1]!;
    const t = b.x === a.x ? 0 : (x - a.x) / (b.x - a.x);
    if (t < 0 || t > 1) continue;
    lutX[i] = a.X + t * (b.X - a.X);
    lutDepth[i] = a.depth + t * (b.depth - a.depth);
  }
  const found = { X: 0, depth: 0 };
  const column = (x: number): { X: number; depth: number } | null => {
    const i = Math.round((x - lutStart) / lutStep);
    if (i < 0 || i >= lutLength || Number.isNaN(lutX[i]!)) return null;
    found.X = lutX[i]!;
    found.depth = lutDepth[i]!;
    return found;
  };

  // Tones after the surface's gamma, once per content pixel.
  const tones = new Float32Array(content.length);
  for (let i = 0; i < content.length; i++) tones[i] = (content[i]! / 255) ** gamma;
  const roll = (pose.roll * Math.PI) / 180;
  const cosR = Math.cos(roll);
  const sinR = Math.sin(roll);
  const perSide = kind === 'print' ? 1 : 2;
  const out = Buffer.alloc(width * height * 3);
  const sample = [0, 0, 0];
  const pixel = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixel[0] = pixel[1] = pixel[2] = 0;
      for (let sy = 0; sy < perSide; sy++) {
        for (let sx = 0; sx < perSide; sx++) {
          // Undo the in-plane roll about the surface's centre, then the turn and bend.
          const ox = x + (sx + 0.5) / perSide - 0.5 - cx - pose.dx;
          const oy = y + (sy + 0.5) / perSide - 0.5 - cy - pose.dy;
          const rx = cosR * ox + sinR * oy + cx + pose.dx;
          const ry = -sinR * ox + cosR * oy;
          const col = column(rx);
          if (col === null) {
            surfaceColour(null, 0, 0, sample);
          } else {
            const Y = (ry * col.depth) / f;
            // Surface units (content pixels) from the picture's top-left corner.
            surfaceColour(col, (col.X + pictureOut / 2) * density, (Y + (pictureOut * chh) / cw / 2) * density, sample);
          }
          pixel[0]! += sample[0]!;
          pixel[1]! += sample[1]!;
          pixel[2]! += sample[2]!;
        }
      }
      const shade = light.level * (1 + light.gx * ((x - cx) / cx) + light.gy * ((y - cy) / cy));
      let add = 0;
      if (glare) add += glare.gain * Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.r ** 2));
      const band = banding ? 1 - banding.depth * (0.5 + 0.5 * Math.sin((2 * Math.PI * y) / banding.period + banding.phase)) : 1;
      for (let c = 0; c < 3; c++) {
        const value = (pixel[c]! / (perSide * perSide)) * shade * band + add + (random() - 0.5) * 10;
        out[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }

  function surfaceColour(col: { X: number } | null, u: number, v: number, into: number[]): void {
    const marginUnits = margin * pictureOut * density;
    const inPicture = col !== null && u >= 0 && v >= 0 && u < scene.cw && v < scene.ch;
    const onSurface = col !== null && u >= -marginUnits && v >= -marginUnits && u < scene.cw + marginUnits && v < scene.ch + marginUnits;
    if (!onSurface) {
      // The room behind: a dim, smooth wall.
      into[0] = room[0]!;
      into[1] = room[1]!;
      into[2] = room[2]!;
      return;
    }
    if (!inPicture) {
      // Paper margin (white, warm) or the screen's black bezel.
      const level = kind === 'print' ? white : 14;
      into[0] = level * gains[0]!;
      into[1] = level * gains[1]!;
      into[2] = level * gains[2]!;
      return;
    }
    const i = Math.floor(u);
    const j = Math.floor(v);
    const at = (j * scene.cw + i) * 3;
    if (kind === 'print') {
      // Rotated dot screen: darker tones print as larger dots of ink.
      const ru = u * Math.cos(halftoneAngle) + v * Math.sin(halftoneAngle);
      const rv = -u * Math.sin(halftoneAngle) + v * Math.cos(halftoneAngle);
      const dot = 0.5 + 0.5 * Math.cos((2 * Math.PI * ru) / halftonePeriod) * Math.cos((2 * Math.PI * rv) / halftonePeriod);
      for (let c = 0; c < 3; c++) {
        const tone = tones[at + c]!;
        const ink = (1 - tone) * (1 + contrast * (dot - 0.5));
        into[c] = (white - (white - black) * Math.min(1, ink)) * gains[c]!;
      }
      return;
    }
    // RGB stripe sub-pixels: a sample sees only the stripe it falls on; row gaps are dark.
    const fu = u - i;
    const fv = v - j;
    const stripe = fu < 1 / 3 ? 0 : fu < 2 / 3 ? 1 : 2;
    const lit = fv < 0.8 ? 1 : 0.15;
    for (let c = 0; c < 3; c++) {
      const emitted = (black + (white - black) * tones[at + c]!) * gains[c]!;
      const patterned = c === stripe ? 3 * lit * emitted : 0.2 * black;
      into[c] = ((1 - contrast) * emitted + contrast * patterned) * 0.92;
    }
  }

  return sharp(out, { raw: { width, height, channels: 3 } }).blur(0.5).jpeg({ quality: Math.round(between(80, 92)) }).toBuffer();
}
