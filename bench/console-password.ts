import { scrypt as scryptCallback, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword } from '../src/platform/console/passwords.js';
import { verify } from '@node-rs/argon2';

/*
 * The console's password hash (argon2id, 19 MiB, 2 passes, @node-rs/argon2) beside node's own scrypt
 * at OWASP's equivalent setting (N=2^17, r=8, p=1, 128 MiB), alternated in one run; prints the ratio.
 * It answers "what does one sign-in cost", and how many sign-ins per second 2 cores can check.
 *
 *   node --import tsx bench/console-password.ts [--rounds 20]
 */

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg === -1 ? 20 : Number(process.argv[roundsArg + 1]);
const password = 'correct horse battery staple';

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stored = await hashPassword(password);
await verify(stored, password);
const argon: number[] = [];
const baseline: number[] = [];
for (let i = 0; i < rounds; i++) {
  argon.push(await time(() => verify(stored, password)));
  baseline.push(await time(() => scrypt(password, randomBytes(16), 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 })));
}
const parallel = await time(() => Promise.all(Array.from({ length: 8 }, () => verify(stored, password))));
console.log(`argon2id verify (19 MiB, t=2): median ${median(argon).toFixed(1)} ms over ${rounds}`);
console.log(`scrypt baseline (128 MiB, N=2^17): median ${median(baseline).toFixed(1)} ms`);
console.log(`ratio argon2id / scrypt: ${(median(argon) / median(baseline)).toFixed(2)}`);
console.log(`8 verifies at once: ${parallel.toFixed(0)} ms (${((8 / parallel) * 1000).toFixed(1)} sign-ins/s)`);
