import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind16Case } from './cases.js';
import { damagePage } from './damage.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The sixteenth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene; the wet and the torn-and-taped captures change the page first (damage.ts);
 * sharp develops the scene into the delivered JPEG. It refuses to open unless every font family is
 * installed and really drawn by Chromium.
 */
export type Blind16Camera = SetCamera<Blind16Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind16Camera(options: { samplesDir?: string | null } = {}): Promise<Blind16Camera> {
  return openSetCamera({ name: 'blind16', pageOf, drawCapture, sceneHtml, develop, assertFontconfig, assertDrawnFamilies, pageImage: damagePage }, options);
}
