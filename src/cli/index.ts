import { parseArgs } from 'node:util';
import { serviceCodes } from '../platform/institutions/index.js';
import { createAdminClient, defaultServerUrl, resolveConnection, resolveServerUrl, type CliEnv } from './client.js';
import { describeCommand, type Command } from './command.js';
import { institutionCommands } from './commands/institutions.js';
import { institutionWebhookCommands } from './commands/institution-webhook.js';
import { keyCommands } from './commands/keys.js';
import { ledgerCommands } from './commands/ledger.js';
import { reportCommands } from './commands/report.js';
import { sandboxIdentityCommands } from './commands/sandbox-identities.js';
import { serviceCommands } from './commands/services.js';
import { subscriptionCommands } from './commands/subscription.js';
import { walletCommands } from './commands/wallet.js';
import { sandboxRecordCommands } from './commands/sandbox-records.js';
import { userCommands } from './commands/users.js';
import { CliError, UsageError } from './errors.js';

export interface CliIo {
  env?: CliEnv;
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  fetch?: typeof fetch;
  /** Where progress bars go; defaults to stderr when it is a terminal. */
  progress?: ((text: string) => void) | null;
}

const commands: Command[] = [...institutionCommands, ...institutionWebhookCommands, ...keyCommands, ...walletCommands, ...serviceCommands, ...subscriptionCommands, ...ledgerCommands, ...reportCommands, ...sandboxIdentityCommands, ...sandboxRecordCommands, ...userCommands];

/** Accepted anywhere on the line, before or after the command. */
const globalOptions = {
  url: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const globalHelp = [
  'Options (any command):',
  `  --url URL        Server URL (env VERITY_URL, default ${defaultServerUrl})`,
  '  --token TOKEN    Admin token (env VERITY_ADMIN_TOKEN, else the file ${DATA_DIR:-./data}/admin-token',
  '                   that the server writes on its first start)',
  '  --json           Print the response data as JSON instead of the readable form',
  '  -h, --help       Show help',
];

function formatTopHelp(): string {
  return [
    'verity: operator CLI for a verity server',
    '',
    'Usage: verity COMMAND [ARGUMENTS] [--url URL] [--token TOKEN] [--json]',
    '',
    'Commands:',
    ...commands.flatMap((command) => [`  verity ${command.usage}`, `      ${command.summary}`]),
    '  verity start [--role api|worker]',
    '      Start the server itself (API and worker, or one role)',
    '',
    ...globalHelp,
    '',
    `Money is in kobo (100 kobo = ₦1.00). Service codes: ${serviceCodes.join(', ')}.`,
    'Exit codes: 0 success, 1 the server refused or could not be reached, 2 bad command line.',
    'Run "verity COMMAND --help" for one command.',
  ].join('\n');
}

function formatGroupHelp(group: string): string {
  const members = commands.filter((command) => command.group === group);
  return ['Usage:', ...members.flatMap((command) => [`  verity ${command.usage}`, `      ${command.summary}`]), '', `Run "verity ${group} SUBCOMMAND --help" for details.`].join('\n');
}

function formatCommandHelp(command: Command): string {
  return [`Usage: verity ${command.usage}`, '', command.summary, ...(command.details.length > 0 ? ['', ...command.details.map((line) => (line === '' ? line : `  ${line}`))] : []), '', ...globalHelp].join('\n');
}

/**
 * Takes the global options out of the line wherever they stand, leaving the command and its own
 * options in order for the command's strict parser.
 */
function extractGlobalOptions(argv: string[]): { rest: string[]; url: string | undefined; token: string | undefined; json: boolean; help: boolean } {
  const { tokens } = parseArgs({ args: argv, options: globalOptions, strict: false, allowPositionals: true, tokens: true });
  const consumed = new Set<number>();
  const found: { url?: string; token?: string; json: boolean; help: boolean } = { json: false, help: false };
  for (const token of tokens) {
    if (token.kind !== 'option' || !Object.hasOwn(globalOptions, token.name)) continue;
    consumed.add(token.index);
    if (token.name === 'json') found.json = true;
    else if (token.name === 'help') found.help = true;
    else if (token.name === 'url' || token.name === 'token') {
      if (token.value === undefined) throw new UsageError(`--${token.name} needs a value`);
      if (!token.inlineValue) consumed.add(token.index + 1);
      found[token.name] = token.value;
    }
  }
  return { rest: argv.filter((_, index) => !consumed.has(index)), url: found.url, token: found.token, json: found.json, help: found.help };
}

type Resolved =
  | { kind: 'help'; text: string }
  | { kind: 'usage'; message: string; text: string }
  | { kind: 'run'; command: Command; args: string[] };

/** Finds the command a line names, or the help or usage text to print instead. */
function resolveCommand(rest: string[], help: boolean): Resolved {
  const [group, subcommand, ...afterSubcommand] = rest;
  if (group === undefined || group === 'help') {
    if (group === 'help' && subcommand !== undefined) return resolveCommand(rest.slice(1), true);
    return help || group === 'help' ? { kind: 'help', text: formatTopHelp() } : { kind: 'usage', message: 'a command is required', text: formatTopHelp() };
  }
  const members = commands.filter((command) => command.group === group);
  if (members.length === 0) {
    const message = group.startsWith('-') ? `unknown option "${group}" before the command` : `unknown command "${group}"`;
    return { kind: 'usage', message, text: formatTopHelp() };
  }
  const whole = members.find((command) => command.name === null);
  if (whole) return help ? { kind: 'help', text: formatCommandHelp(whole) } : { kind: 'run', command: whole, args: rest.slice(1) };
  const command = members.find((candidate) => candidate.name === subcommand);
  if (!command) {
    if (help && (subcommand === undefined || subcommand.startsWith('-'))) return { kind: 'help', text: formatGroupHelp(group) };
    const message = subcommand === undefined ? `"${group}" needs a subcommand` : `unknown subcommand "${group} ${subcommand}"`;
    return { kind: 'usage', message, text: formatGroupHelp(group) };
  }
  return help ? { kind: 'help', text: formatCommandHelp(command) } : { kind: 'run', command, args: afterSubcommand };
}

/**
 * The `verity` command line (every command but `start`, which bin/verity.js runs itself).
 * Returns the exit code: 0 success, 1 the server refused or was unreachable, 2 bad usage.
 */
export async function runCli(argv: string[], io: CliIo = {}): Promise<number> {
  const env = io.env ?? process.env;
  const stdout = io.stdout ?? ((text: string) => void process.stdout.write(text));
  const stderr = io.stderr ?? ((text: string) => void process.stderr.write(text));
  let resolved: Resolved | null = null;
  try {
    const globals = extractGlobalOptions(argv);
    resolved = resolveCommand(globals.rest, globals.help);
    if (resolved.kind === 'help') {
      stdout(`${resolved.text}\n`);
      return 0;
    }
    if (resolved.kind === 'usage') {
      stderr(`Error: ${resolved.message}\n\n${resolved.text}\n`);
      return 2;
    }
    const client = createAdminClient({
      connect: () => resolveConnection({ url: globals.url, token: globals.token, env }),
      serverUrl: () => resolveServerUrl({ url: globals.url, env }),
      fetch: io.fetch ?? globalThis.fetch,
    });
    const progress = io.progress !== undefined ? io.progress : process.stderr.isTTY ? (text: string) => void process.stderr.write(text) : null;
    await resolved.command.run(resolved.args, { client, json: globals.json, print: (text) => stdout(`${text}\n`), env, progress });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      const command = resolved?.kind === 'run' ? resolved.command : null;
      const usage = command ? `\nUsage: verity ${command.usage}\nRun "verity ${describeCommand(command)} --help" for details.` : '\nRun "verity --help" for usage.';
      stderr(`Error: ${error.message}\n${usage}\n`);
      return error.exitCode;
    }
    if (error instanceof CliError) {
      stderr(`Error: ${error.message}\n`);
      return error.exitCode;
    }
    stderr(`Error: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}
