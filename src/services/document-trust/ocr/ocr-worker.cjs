'use strict';
// tesseract.js's own worker script, run at a lower CPU priority: nice +10 for this worker thread
// only (Linux nice is per thread). When the cores are busy, the event loop (HTTP, the embedded
// database) runs first and OCR takes what is left; on an idle machine nothing changes. The same
// increment as the face workers (src/platform/heavy-work heavyWorkerNice).
try {
  require('@napi-rs/nice').nice(10);
} catch {
  // No prebuilt binary for this platform: run at normal priority.
}
require('tesseract.js/src/worker-script/node/index.js');
