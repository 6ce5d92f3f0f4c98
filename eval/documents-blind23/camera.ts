import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind23Case } from './cases.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The twenty-third set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene (the desk, table, counter, glass-topped desk, wallet or lap, the page's
 * shadow, the page); sharp develops the scene into the delivered JPEG (blur or the focus fall-off,
 * light, noise). It refuses to open unless every font family is installed and really drawn by Chromium.
 */
export type Blind23Camera = SetCamera<Blind23Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind23Camera(options: { samplesDir?: string | null } = {}): Promise<Blind23Camera> {
  return openSetCamera({ name: 'blind23', pageOf, drawCapture, sceneHtml, develop, assertFontconfig, assertDrawnFamilies }, options);
}
