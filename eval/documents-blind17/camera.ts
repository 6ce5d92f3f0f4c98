import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind17Case } from './cases.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The seventeenth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene (with the dust on the page and the cracked glass over the frame); sharp
 * develops the scene into the delivered JPEG (with the umbrella's coloured light). It refuses to open
 * unless every font family is installed and really drawn by Chromium.
 */
export type Blind17Camera = SetCamera<Blind17Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind17Camera(options: { samplesDir?: string | null } = {}): Promise<Blind17Camera> {
  return openSetCamera({ name: 'blind17', pageOf, drawCapture, sceneHtml, develop, assertFontconfig, assertDrawnFamilies }, options);
}
