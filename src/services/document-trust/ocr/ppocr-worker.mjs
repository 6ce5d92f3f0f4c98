// Entry of a PP-OCR worker thread. Worker threads do not inherit the tsx loader the main thread was
// started with, so this plain module registers it before importing the TypeScript task module.
import { register } from 'tsx/esm/api';

register();
const { runPpocrTask } = await import('./ppocr-worker.ts');
export default runPpocrTask;
