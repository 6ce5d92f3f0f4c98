export { registerHttpMetrics } from './metrics.js';
