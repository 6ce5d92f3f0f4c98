import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind15Case } from './cases.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { printInkjet } from './print.js';
import { sceneHtml } from './scene.js';

/**
 * The fifteenth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene; the inkjet reprint prints the page first (print.ts); sharp develops the scene
 * into the delivered JPEG. It refuses to open unless every font family is installed and really drawn
 * by Chromium.
 */
export type Blind15Camera = SetCamera<Blind15Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind15Camera(options: { samplesDir?: string | null } = {}): Promise<Blind15Camera> {
  return openSetCamera({ name: 'blind15', pageOf, drawCapture, sceneHtml, develop, assertFontconfig, assertDrawnFamilies, pageImage: printInkjet }, options);
}
