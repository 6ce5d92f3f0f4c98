import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { SessionData } from '../../src/services/document-trust/document-trust.schemas.js';
import { RedCamera, redPortrait } from '../../eval/documents-redteam/capture.js';
import { renderPage, type Page } from '../../eval/documents-redteam/pages.js';
import { docTypeOfLayout, type RedCase } from '../../eval/documents-redteam/people.js';
import { createTestApp, type TestApp } from './app.js';
import { createVerifier, postDocument, putAuthorityRecord } from './documents.js';

/** What a suite of red-team page tests needs: the app, a verifier institution and the Chromium camera. */
export interface RedTeamBench {
  t: TestApp;
  verifier: Awaited<ReturnType<typeof createVerifier>>;
  camera: RedCamera;
  portrait: string;
}

/**
 * Opens the bench before the calling suite's tests and closes it after (call it inside `describe`);
 * its fields are set once the suite's `before` has run.
 */
export function openRedTeamBench(): RedTeamBench {
  const bench: Partial<RedTeamBench> = {};
  before(async () => {
    bench.t = await createTestApp();
    bench.verifier = await createVerifier(bench.t);
    bench.camera = await RedCamera.open();
    bench.portrait = await redPortrait();
  });
  after(async () => {
    await bench.camera?.close();
    await bench.t?.close();
  });
  return bench as RedTeamBench;
}

/**
 * Registers the case's record with the sandbox authority, renders its page (its HTML changed by
 * `edit` first, which must change something), turns the rendering into the posted image with
 * `capture` (the clean rendering when absent) and posts it, docType auto.
 */
export async function postRedPage(
  bench: RedTeamBench,
  c: RedCase,
  options: { edit?: (html: string) => string; capture?: (rendered: Buffer, page: Page) => Promise<Buffer> } = {},
): Promise<SessionData> {
  const saved = await putAuthorityRecord(bench.t, { docType: docTypeOfLayout[c.layout], documentNumber: c.printed.documentNumber, fields: c.record! });
  assert.equal(saved.statusCode, 200, saved.raw);
  const drawn = renderPage(c, bench.portrait);
  const page = options.edit ? { ...drawn, html: options.edit(drawn.html) } : drawn;
  // The edit found the printed text it changes (the renderer's wording is pinned by `force`).
  if (options.edit) assert.notEqual(page.html, drawn.html, 'the edit changed nothing');
  const rendered = await bench.camera.render(page);
  const image = options.capture ? await options.capture(rendered, page) : rendered;
  const response = await postDocument(bench.t, bench.verifier.apiKey, image);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data;
}
