#!/usr/bin/env node
// Entry point for `verity` and `npm start`: loads the TypeScript sources through tsx, so there is no
// separate build step to forget.
import { register } from 'tsx/esm/api';

register();
const [command, ...rest] = process.argv.slice(2);
if (command === 'start') {
  const { runStart } = await import('../src/main.ts');
  await runStart(rest);
} else {
  const { runCli } = await import('../src/cli/index.ts');
  process.exitCode = await runCli(process.argv.slice(2));
}
