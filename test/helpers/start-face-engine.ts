/**
 * Starts one face engine in a fresh process and reports how the start ended, for the model-load
 * tests: human keeps its models process-wide, so each broken install needs its own process.
 *
 *   node --import tsx test/helpers/start-face-engine.ts '{"human":"/dir","faceApi":"/dir","recognition":"/dir"}' [arcface|face-api]
 *
 * Prints `ready` (exit 0) or `<error name>: <message>` (exit 1).
 */
import { createLogger } from '../../src/core/logger.js';
import { createFaceEngine, type FaceMatcher, type FaceModelDirs } from '../../src/platform/faces/index.js';

const modelDirs = JSON.parse(process.argv[2] ?? '{}') as FaceModelDirs;
const matcher = process.argv[3] as FaceMatcher | undefined;
try {
  await createFaceEngine({ logger: createLogger({ logLevel: 'silent' }), modelDirs, ...(matcher ? { matcher } : {}) });
  console.log('ready');
} catch (error) {
  console.log(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exitCode = 1;
}
