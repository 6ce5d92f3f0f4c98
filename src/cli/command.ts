import type { AdminClient, CliEnv } from './client.js';

export interface CommandContext {
  client: AdminClient;
  /** `--json`: print the envelope's `data` as JSON instead of the readable form. */
  json: boolean;
  /** Writes one block of output to stdout; a newline is added. */
  print(text: string): void;
  /** The environment (e.g. VERITY_API_KEY for the institution commands). */
  env: CliEnv;
  /** Progress for long commands: written to stderr, only when stderr is a terminal. */
  progress: ((text: string) => void) | null;
}

export interface Command {
  group: string;
  /** The subcommand; null when the group is itself the command (`verity ledger ID`). */
  name: string | null;
  /** Everything after `verity`, as shown in help. */
  usage: string;
  summary: string;
  /** Extra help lines: options and examples. */
  details: string[];
  run(args: string[], context: CommandContext): Promise<void>;
}

export function describeCommand(command: Command): string {
  return command.name === null ? command.group : `${command.group} ${command.name}`;
}

/** Prints data as JSON under --json, or the readable form otherwise. */
export function printResult<T>(context: CommandContext, data: T, formatReadable: (data: T) => string): void {
  context.print(context.json ? JSON.stringify(data, null, 2) : formatReadable(data));
}
