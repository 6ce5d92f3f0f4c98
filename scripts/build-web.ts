/*
 * Builds the hosted capture pages (web/capture/browser -> .build/capture/<hash>/). With --check (CI) it also
 * type checks their browser sources and fails when the page's own JS is over its gzipped budget.
 * The server builds at start too when the sources changed; this script is for CI and for operators
 * who ship a read-only tree. bench/capture-weight.ts adds the first-paint measurement.
 */
import { execFileSync } from 'node:child_process';
import { captureJsBudgetBytes, ensureCaptureBuild, gzippedJsBytes } from '../web/capture/server/index.js';

const check = process.argv.includes('--check');
if (check) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'web/capture/browser'], { stdio: 'inherit' });
const built = await ensureCaptureBuild();
const bytes = await gzippedJsBytes(built);
console.log(`capture pages built in ${built.dir}: page JS ${(bytes / 1024).toFixed(1)} KB gzipped (budget ${captureJsBudgetBytes / 1024} KB)`);
if (check && bytes > captureJsBudgetBytes) {
  console.error('capture page JS is over its weight budget');
  process.exitCode = 1;
}
