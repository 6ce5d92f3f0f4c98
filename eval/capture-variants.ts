/**
 * Phone-like capture changes, shared by eval/faces.ts (package sets) and eval/faces-lfw-variants.ts
 * (LFW), so both apply exactly the same degradations.
 */
import sharp from 'sharp';

async function raw(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Light from the image's right: a left-to-right gain from 45% to 115%, multiplied into every pixel. */
export async function sideLight(jpeg: Buffer): Promise<Buffer> {
  const { data, width, height } = await raw(jpeg);
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    const gain = 0.45 + 0.7 * (x / (width - 1));
    for (let c = 0; c < 3; c++) out[(y * width + x) * 3 + c] = Math.min(255, Math.round(data[(y * width + x) * 3 + c]! * gain));
  }
  return sharp(out, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

export type CaptureVariant = [name: string, apply: (jpeg: Buffer) => Promise<Buffer>];

/**
 * The size, compression, blur and light variants: 320-640 px and JPEG 40-85 at their two ends (the
 * small size with the low quality, as a cheap phone sends it), mild blur, side light, and all of
 * them at once. Head pose is not here: a 2-D warp is not a turned head (eval/faces.ts keeps its
 * stand-ins; eval/faces-lfw-variants.ts buckets LFW's real poses instead).
 */
export const phoneVariants: CaptureVariant[] = [
  ['320 px wide, JPEG q40', (j) => sharp(j).resize(320).jpeg({ quality: 40 }).toBuffer()],
  ['640 px wide, JPEG q85', (j) => sharp(j).resize(640).jpeg({ quality: 85 }).toBuffer()],
  ['mild blur (sigma 1.2), q70', (j) => sharp(j).blur(1.2).jpeg({ quality: 70 }).toBuffer()],
  ['side light (left 45% -> right 115%)', sideLight],
  ['320 px, q40, blur 1, side light (all at once)', async (j) => sideLight(await sharp(j).resize(320).blur(1).jpeg({ quality: 40 }).toBuffer())],
];
