import { openSetCamera, type SetCamera } from '../blind-kit/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind9Case } from './cases.js';
import { develop, encodeScreen } from './develop.js';
import { assertDrawnFamilies, assertFontconfig } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { chatHtml, sceneHtml } from './scene.js';

/**
 * The ninth set's renderer (eval/blind-kit/camera.ts): Debian's Chromium draws each page, each
 * capture's scene and a chat screenshot's screen; sharp develops the scene into the delivered JPEG.
 * It refuses to open unless every font family is installed and really drawn by Chromium.
 */
export type Blind9Camera = SetCamera<Blind9Case, Variant, Page, CaptureParams>;

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export function openBlind9Camera(options: { samplesDir?: string | null } = {}): Promise<Blind9Camera> {
  return openSetCamera(
    {
      name: 'blind9',
      pageOf,
      drawCapture,
      sceneHtml,
      develop,
      assertFontconfig,
      assertDrawnFamilies,
      // A chat screenshot: the developed photo shown in a chat app's screen, shot and encoded again.
      async deliver(photo, params, screen) {
        if (!params.chat) return photo;
        const { width, height } = params.chat.screen;
        return encodeScreen(await screen(chatHtml(params, `data:image/jpeg;base64,${photo.toString('base64')}`), width, height), params);
      },
    },
    options,
  );
}
