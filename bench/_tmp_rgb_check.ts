import sharp from 'sharp';
import { createFaceEngine } from '../src/platform/faces/index.js';
import { decodeImage } from '../src/platform/faces/image.js';
import { createLogger } from '../src/core/logger.js';
import { parseConfig } from '../src/core/config.js';
import { loadFaceVideo } from '../test/helpers/face-video.js';

const engine = await createFaceEngine({ logger: createLogger(parseConfig({ LOG_LEVEL: 'silent' })), concurrency: 1 });
let same = 0, diff = 0;
let tJ = 0, tR = 0;
for (const video of ['cap12', 'cap13', 'franck'] as const) {
  const frames = await loadFaceVideo(video);
  for (const frame of frames.slice(0, 40)) {
    for (const jpeg of [frame.jpeg, await sharp(frame.jpeg).greyscale().jpeg().toBuffer(), await sharp(frame.jpeg).resize(640).jpeg({ quality: 70 }).toBuffer()]) {
      const pose = await engine.describePose(jpeg);
      if (!pose.mesh) continue;
      const image = await decodeImage(jpeg);
      const left = 100, top = 80, w = 128, h = 128;
      let t = performance.now();
      const a = await sharp(jpeg).extract({ left, top, width: w, height: h }).greyscale().raw().toBuffer();
      const a2 = await sharp(jpeg).extract({ left: 150, top: 100, width: 200, height: 260 }).resize(64, 64, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
      tJ += performance.now() - t; t = performance.now();
      const raw = { raw: { width: image.width, height: image.height, channels: 3 as const } };
      const b = await sharp(image.rgb, raw).extract({ left, top, width: w, height: h }).greyscale().raw().toBuffer();
      const b2 = await sharp(image.rgb, raw).extract({ left: 150, top: 100, width: 200, height: 260 }).resize(64, 64, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
      tR += performance.now() - t;
      if (a.equals(b) && a2.equals(b2)) same++; else { diff++; if (diff < 5) console.log('diff', video, frame.index, a.equals(b), a2.equals(b2), a.length, b.length, a2.length, b2.length); }
    }
  }
}
console.log({ same, diff, tJ, tR });
