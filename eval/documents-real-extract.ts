/**
 * Builds the directory eval/documents-real.ts reads: copies each image named in
 * eval/documents-real/sources.ts out of a git checkout of its repository, at the pinned commit.
 * Nothing is downloaded; clone the repositories first (or point --checkouts at copies).
 *
 *   node --import tsx eval/documents-real-extract.ts --out /tmp/verity-real-docs [--checkouts DIR]
 *
 * A repository owner/name is looked for as DIR/owner+name/repo (a bare mirror), DIR/owner+name or
 * DIR/name (a clone). Never copy the result into this repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { images, sources } from './documents-real/sources.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: '/tmp/verity-real-docs' }, checkouts: { type: 'string', default: '/work/.mirror' } } });
const out = values.out;
await mkdir(out, { recursive: true });

function checkoutOf(repo: string): string | null {
  const [owner, name] = repo.split('/') as [string, string];
  const candidates = [path.join(values.checkouts, `${owner}+${name}`, 'repo'), path.join(values.checkouts, `${owner}+${name}`), path.join(values.checkouts, name)];
  return candidates.find((dir) => existsSync(dir)) ?? null;
}

let copied = 0;
for (const image of images) {
  const source = sources[image.source];
  const dir = checkoutOf(source.repo);
  if (!dir) {
    console.error(`missing checkout of ${source.repo} under ${values.checkouts}: ${image.name} skipped`);
    continue;
  }
  const bytes = execFileSync('git', ['-C', dir, 'show', `${source.commit}:${image.path}`], { maxBuffer: 64 * 1024 * 1024 });
  await writeFile(path.join(out, image.name), bytes);
  copied++;
}
console.log(`${copied} of ${images.length} images in ${out}`);
