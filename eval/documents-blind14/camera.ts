import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind14Case } from './cases.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The fourteenth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene; sharp develops the scene into the delivered JPEG (for the scanner app, the
 * flattened and enhanced page). It refuses to open unless every font family is installed and really
 * drawn by Chromium.
 */
export type Blind14Camera = SetCamera<Blind14Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind14Camera(options: { samplesDir?: string | null } = {}): Promise<Blind14Camera> {
  return openSetCamera({ name: 'blind14', pageOf, drawCapture, sceneHtml, develop, assertFontconfig, assertDrawnFamilies }, options);
}
