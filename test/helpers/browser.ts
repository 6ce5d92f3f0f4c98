import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium, installed by scripts/ensure-chromium.sh; playwright never downloads one. */
export const chromiumPath = process.env.VERITY_TEST_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Headless chromium whose fake camera plays `videoFile` (a .y4m). Chromium reopens the file each
 * time a page starts the camera, so a test may rewrite it between cases to change what it sees.
 * Camera permission is not auto-granted: a context grants it per origin (or not, to test denial).
 */
export async function launchChromium(options: { videoFile?: string } = {}): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: run scripts/ensure-chromium.sh`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      // Without a file Chromium's fake camera plays its own moving test pattern.
      ...(options.videoFile ? [`--use-file-for-fake-video-capture=${options.videoFile}`] : []),
    ],
  });
}
