import { UsageError } from './errors.js';
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

/** One action of a command whose first argument picks the action (`verity sandbox identities add ...`). */
export type Action = Omit<Command, 'group' | 'name'>;

/**
 * A command whose first argument is the action, since the CLI's resolver takes a group and one
 * subcommand word: `verity GROUP NAME ACTION ...`. Help lists every action.
 */
export function commandWithActions(options: { group: string; name: string; summary: string; actions: Record<string, Action> }): Command {
  const { group, name, actions } = options;
  const names = Object.keys(actions);
  const choices = `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
  return {
    group,
    name,
    usage: `${group} ${name} ${names.join('|')} ...`,
    summary: options.summary,
    details: Object.values(actions).flatMap((action) => [`verity ${action.usage}`, `    ${action.summary}`, ...action.details.map((line) => (line === '' ? line : `    ${line}`)), '']),
    async run(args, context) {
      const [actionName, ...rest] = args;
      const action = actionName === undefined ? undefined : actions[actionName];
      if (!action) throw new UsageError(actionName === undefined ? `${group} ${name} needs an action: ${choices}` : `unknown action "${actionName}": use ${choices}`);
      await action.run(rest, context);
    },
  };
}

export function describeCommand(command: Command): string {
  return command.name === null ? command.group : `${command.group} ${command.name}`;
}

/** Prints data as JSON under --json, or the readable form otherwise. */
export function printResult<T>(context: CommandContext, data: T, formatReadable: (data: T) => string): void {
  context.print(context.json ? JSON.stringify(data, null, 2) : formatReadable(data));
}
