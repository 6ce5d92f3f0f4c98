import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind21Case } from './cases.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The twenty-first set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene (the desk or table, the PDF viewer's dark canvas and bars, the tube's
 * reflection); sharp develops the scene into the delivered JPEG. It refuses to open unless every font
 * family is installed and really drawn by Chromium.
 */
export type Blind21Camera = SetCamera<Blind21Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind21Camera(options: { samplesDir?: string | null } = {}): Promise<Blind21Camera> {
  return openSetCamera({ name: 'blind21', pageOf, drawCapture, sceneHtml, develop, assertFontconfig, assertDrawnFamilies }, options);
}
