import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, version as esbuildVersion } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const captureSourceDir = path.join(repoRoot, 'web/capture/browser');
const buildRoot = path.join(repoRoot, '.build/capture');

/** Issue 6's weight budget for the page's own JS, gzipped (vendor library and model excluded). */
export const captureJsBudgetBytes = 60 * 1024;

export interface CaptureBuild {
  /** Folder holding the built files; its name is the hash of the sources, so it never goes stale. */
  dir: string;
  hash: string;
  /** Built file name -> bytes on disk (JS and CSS); each also has a `.gz` twin. */
  files: Record<string, number>;
  entry: { js: string; css: string };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? (entry as { path?: string }).path ?? dir, entry.name))
    .sort();
}

/** Hash of every source file, this builder and esbuild's version: any change gives a new folder. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256').update(esbuildVersion);
  hash.update(await readFile(fileURLToPath(import.meta.url)));
  for (const file of await listFiles(captureSourceDir)) {
    hash.update(path.relative(captureSourceDir, file)).update('\0').update(await readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function readManifest(dir: string): Promise<CaptureBuild | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as CaptureBuild;
  } catch {
    return null;
  }
}

/**
 * Builds the capture pages' JS and CSS with esbuild when the sources changed since the last build,
 * else returns the existing build. Safe when several processes start at once: each builds into its
 * own temporary folder and renames it into place; the loser of the rename uses the winner's.
 */
export async function ensureCaptureBuild(): Promise<CaptureBuild> {
  const hash = await sourceHash();
  const dir = path.join(buildRoot, hash);
  const existing = await readManifest(dir);
  if (existing) return { ...existing, dir };

  const temporary = path.join(buildRoot, `.tmp-${hash}-${process.pid}-${Date.now()}`);
  await mkdir(temporary, { recursive: true });
  try {
    await build({
      entryPoints: { capture: path.join(captureSourceDir, 'main.ts') },
      outdir: temporary,
      bundle: true,
      splitting: true,
      format: 'esm',
      target: ['chrome100', 'safari15', 'firefox100'],
      minify: true,
      sourcemap: false,
      chunkNames: 'chunk-[hash]',
      legalComments: 'none',
      logLevel: 'silent',
      tsconfig: path.join(captureSourceDir, 'tsconfig.json'),
    });
    await build({
      entryPoints: { capture: path.join(captureSourceDir, 'capture.css') },
      outdir: temporary,
      bundle: true,
      minify: true,
      logLevel: 'silent',
    });
    const files: Record<string, number> = {};
    for (const file of await readdir(temporary)) {
      const bytes = await readFile(path.join(temporary, file));
      files[file] = bytes.length;
      await writeFile(path.join(temporary, `${file}.gz`), gzipSync(bytes, { level: 9 }));
    }
    const manifest: CaptureBuild = { dir: '', hash, files, entry: { js: 'capture.js', css: 'capture.css' } };
    await writeFile(path.join(temporary, 'manifest.json'), JSON.stringify(manifest, null, 2));
    try {
      await rename(temporary, dir);
    } catch (error) {
      // Another process finished the same build first; its output is identical.
      if (!(await stat(dir).catch(() => null))) throw error;
      await rm(temporary, { recursive: true, force: true });
    }
    await pruneOldBuilds(hash);
    return { ...manifest, dir };
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/** Keeps the folder just built plus the newest few others (a running server may still serve one). */
async function pruneOldBuilds(keep: string): Promise<void> {
  const entries = await readdir(buildRoot, { withFileTypes: true });
  const builds = await Promise.all(
    entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== keep).map(async (entry) => ({ name: entry.name, mtime: (await stat(path.join(buildRoot, entry.name))).mtimeMs })),
  );
  builds.sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(3)) await rm(path.join(buildRoot, old.name), { recursive: true, force: true });
}

/** Gzipped bytes of the page's own JS (every chunk: what a first visit downloads at most). */
export async function gzippedJsBytes(capture: CaptureBuild): Promise<number> {
  let total = 0;
  for (const file of Object.keys(capture.files).filter((name) => name.endsWith('.js'))) total += (await stat(path.join(capture.dir, `${file}.gz`))).size;
  return total;
}
