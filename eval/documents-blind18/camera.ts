import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind18Case } from './cases.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The eighteenth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene (with the bank card beside the document); sharp develops the scene into the
 * delivered JPEG (with the AI mode's colour, the zoom's enlargement and the camera app's stamps). It refuses to open
 * unless every font family is installed and really drawn by Chromium.
 */
export type Blind18Camera = SetCamera<Blind18Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind18Camera(options: { samplesDir?: string | null } = {}): Promise<Blind18Camera> {
  return openSetCamera({ name: 'blind18', pageOf, drawCapture, sceneHtml, develop, assertFontconfig, assertDrawnFamilies }, options);
}
