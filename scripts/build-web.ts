/*
 * Builds the hosted capture pages (web/capture -> .build/capture/<hash>/) and, with --check, type
 * checks their browser sources. The server also builds at start when the sources changed, so this
 * script is for CI and for operators who ship a read-only tree.
 */
import { execFileSync } from 'node:child_process';
import { ensureCaptureBuild, gzippedJsBytes } from '../src/web/capture/index.js';

if (process.argv.includes('--check')) {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'web/capture'], { stdio: 'inherit' });
}
const built = await ensureCaptureBuild();
const kb = (await gzippedJsBytes(built)) / 1024;
console.log(`capture pages built in ${built.dir} (page JS ${kb.toFixed(1)} KB gzipped)`);
