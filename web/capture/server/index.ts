/* The hosted capture pages: the only file other folders import. */
export { registerCapturePages, frameAncestors, captureVendorFiles } from './capture-pages.js';
export { ensureCaptureBuild, gzippedJsBytes, captureJsBudgetBytes, type CaptureBuild } from './build.js';
