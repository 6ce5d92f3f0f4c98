// Entry of a face worker thread. Worker threads do not inherit the tsx loader the main thread was
// started with, so this plain module registers it before importing the TypeScript task module.
import { register } from 'tsx/esm/api';

register();
const { runFaceTask } = await import('./face-worker.ts');
export default runFaceTask;
