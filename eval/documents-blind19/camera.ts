import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind19Case } from './cases.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The nineteenth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene (with the laminate's rainbow sheen, the webcam's room and hands, the holder's
 * watermark); sharp develops the scene into the delivered JPEG. It refuses to open unless every font
 * family is installed and really drawn by Chromium.
 */
export type Blind19Camera = SetCamera<Blind19Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind19Camera(options: { samplesDir?: string | null } = {}): Promise<Blind19Camera> {
  return openSetCamera({ name: 'blind19', pageOf, drawCapture, sceneHtml, develop, assertFontconfig, assertDrawnFamilies }, options);
}
