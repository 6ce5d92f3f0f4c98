import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind20Case } from './cases.js';
import { deliver, develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The twentieth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page and
 * each capture's scene (the lender app's capture screen, the bright window behind a held-up card);
 * sharp develops the scene into the delivered JPEG (with a budget phone's AI HDR where the capture
 * has it). It refuses to open unless every font family is installed and really drawn by Chromium.
 */
export type Blind20Camera = SetCamera<Blind20Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind20Camera(options: { samplesDir?: string | null } = {}): Promise<Blind20Camera> {
  return openSetCamera({ name: 'blind20', pageOf, drawCapture, sceneHtml, develop, deliver, assertFontconfig, assertDrawnFamilies }, options);
}
