import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind8Case } from './cases.js';
import { curlPage, develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The eighth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and each
 * capture's scene; sharp bends the page first when the capture curls it, and develops the scene into
 * the delivered JPEG. It refuses to open unless every font family is installed and really drawn by
 * Chromium.
 */
export type Blind8Camera = SetCamera<Blind8Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind8Camera(options: { samplesDir?: string | null } = {}): Promise<Blind8Camera> {
  return openSetCamera(
    {
      name: 'blind8',
      pageOf,
      drawCapture,
      sceneHtml,
      develop,
      assertFontconfig,
      assertDrawnFamilies,
      // The page bent first when the capture curls it.
      pageImage: (png, params) => (params.curl ? curlPage(png, params.curl) : Promise.resolve(png)),
    },
    options,
  );
}
