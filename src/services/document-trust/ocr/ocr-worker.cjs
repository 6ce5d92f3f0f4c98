'use strict';
// tesseract.js's own worker script, run at a lower CPU priority: HEAVY_WORK_NICE for this worker
// thread only (Linux nice is per thread), set before the model loads. When the cores are busy, the
// event loop (HTTP, the embedded database) runs first and OCR takes what is left; on an idle machine
// nothing changes. The pool passes the increment with spawnAtNice (src/platform/heavy-work).
const niceIncrement = require('node:worker_threads').getEnvironmentData('verity:heavy-work-nice');
if (typeof niceIncrement === 'number' && niceIncrement > 0) {
  try {
    require('@napi-rs/nice').nice(niceIncrement);
  } catch {
    // No prebuilt binary for this platform: run at normal priority.
  }
}
require('tesseract.js/src/worker-script/node/index.js');
