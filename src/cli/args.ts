import type { TSchema } from 'typebox';
import { serviceCodes, type ServiceCode } from '../platform/institutions/index.js';
import { UsageError } from './errors.js';

/**
 * Runs a node:util parseArgs call and turns its complaints (unknown option, missing value) into a
 * usage error, so they exit 2 with the command's usage like every other argument problem.
 */
export function parseCommandLine<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS')) {
      throw new UsageError(error.message);
    }
    throw error;
  }
}

/** Names positionals in order; `names` maps each result key to the placeholder shown in usage. */
export function readPositionals<K extends string>(positionals: string[], names: Record<K, string>): Record<K, string> {
  const entries = Object.entries<string>(names);
  if (positionals.length > entries.length) throw new UsageError(`unexpected argument "${positionals[entries.length]}"`);
  const result: Partial<Record<string, string>> = {};
  entries.forEach(([key, placeholder], index) => {
    const value = positionals[index];
    if (value === undefined) throw new UsageError(`${placeholder} is required`);
    result[key] = value;
  });
  return result as Record<K, string>;
}

// The admin schemas are the contract: bounds and id patterns are read from them, not copied. TypeBox
// types no keywords on TSchema, but the value is the plain JSON Schema object that carries them.
function readKeyword(schema: TSchema, keyword: 'minimum' | 'maximum' | 'maxLength' | 'pattern' | 'default'): unknown {
  return (schema as Record<string, unknown>)[keyword];
}

export function readNumberKeyword(schema: TSchema, keyword: 'minimum' | 'maximum' | 'maxLength' | 'default'): number | undefined {
  const value = readKeyword(schema, keyword);
  return typeof value === 'number' ? value : undefined;
}

const groupedNumber = new Intl.NumberFormat('en-US');

/** A whole number within the schema's bounds. `_` may group digits (`1_000_000`), as in code. */
export function parseWholeNumber(raw: string, argument: string, schema: TSchema, unit = ''): number {
  const minimum = readNumberKeyword(schema, 'minimum') ?? 0;
  const maximum = readNumberKeyword(schema, 'maximum') ?? Number.MAX_SAFE_INTEGER;
  const range = `${groupedNumber.format(minimum)} to ${groupedNumber.format(maximum)}${unit}`;
  if (!/^\d+(_\d+)*$/.test(raw)) throw new UsageError(`${argument} must be a whole number from ${range}, got "${raw}"`);
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < minimum || value > maximum) throw new UsageError(`${argument} must be from ${range}, got ${raw}`);
  return value;
}

export function parseKobo(raw: string, argument: string, schema: TSchema): number {
  return parseWholeNumber(raw, argument, schema, ' kobo');
}

/** An id checked against the route's own pattern, so a typo fails here rather than as a 400. */
export function parseId(raw: string, argument: string, schema: TSchema, example: string): string {
  const pattern = readKeyword(schema, 'pattern');
  if (typeof pattern === 'string' && !new RegExp(pattern).test(raw)) throw new UsageError(`${argument} must look like ${example}, got "${raw}"`);
  return raw;
}

export function parseText(raw: string | undefined, argument: string, schema: TSchema): string {
  const value = raw?.trim() ?? '';
  if (value === '') throw new UsageError(`${argument} is required`);
  const maxLength = readNumberKeyword(schema, 'maxLength');
  if (maxLength !== undefined && value.length > maxLength) throw new UsageError(`${argument} must be at most ${maxLength} characters, got ${value.length}`);
  return value;
}

/** Accepts any case (`documenttrust`), since the list is closed and there is no ambiguity. */
export function parseServiceCode(raw: string, argument: string): ServiceCode {
  const code = serviceCodes.find((candidate) => candidate === raw.toUpperCase());
  if (!code) throw new UsageError(`${argument} must be one of ${serviceCodes.join(', ')}, got "${raw}"`);
  return code;
}

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})[Tt ]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

/**
 * An RFC 3339 date-time with a zone, as the server's `date-time` format demands; returned in UTC.
 * Checked here because JavaScript's Date quietly rolls 2027-02-30 over into March.
 */
export function parseDateTime(raw: string, argument: string): string {
  const match = dateTimePattern.exec(raw);
  const problem = `${argument} must be an ISO 8601 date-time with a time zone, e.g. 2027-01-01T00:00:00Z, got "${raw}"`;
  if (!match) throw new UsageError(problem);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) throw new UsageError(problem);
  const time = Date.parse(raw.replace(' ', 'T'));
  if (Number.isNaN(time)) throw new UsageError(problem);
  return new Date(time).toISOString();
}
