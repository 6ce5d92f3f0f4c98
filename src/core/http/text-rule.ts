import type { FastifyInstance } from 'fastify';
import { validationError, type ErrorDetail } from '../errors.js';

/*
 * The one rule for text the API receives (docs/platform.md, Text rule). Every string of a JSON body
 * at any depth, every query and path parameter, the Idempotency-Key header, every CSV cell and
 * every multipart text field goes through `checkText` before validation:
 *
 * - refused: NUL and the other C0 controls, DEL and the C1 controls (U+0080-U+009F); tab, CR and LF
 *   only where the field is free text (`freeTextFields`); unpaired UTF-16 surrogates (JSON.parse
 *   turns "\ud800" into one, and PostgreSQL cannot store it); the bidi embedding, override and
 *   isolate controls U+202A-U+202E and U+2066-U+2069 (a name with U+202E displays reversed);
 * - normalised: to NFC, so "é" typed as e + combining accent and as one character are one value.
 *
 * Lengths are not judged here: each field's maxLength is in its schema (or in the credit-registry
 * validator), checked after this rule on the normalised text.
 */

/** Fields whose values are prose, where a tab or line break is legitimate. */
export const freeTextFields: ReadonlySet<string> = new Set(['purpose', 'description', 'note', 'notes', 'reason', 'comment']);

// eslint-disable-next-line no-control-regex
const lineControls = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const controlsExceptWhitespace = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const bidiControl = /[\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const suspicious = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const nonAscii = /[^\u0000-\u007f]/;

function describeCode(text: string, index: number): string {
  return `U+${text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * What is wrong with `text` under the rule, or null when it is acceptable. `freeText` lets tab and
 * line breaks through.
 */
export function textProblem(text: string, options: { freeText?: boolean } = {}): string | null {
  // Almost every value has none of these: one scan decides, the detailed checks run only on a hit.
  if (!suspicious.test(text)) return null;
  const controls = options.freeText ? controlsExceptWhitespace : lineControls;
  const control = controls.exec(text);
  if (control) {
    const code = describeCode(text, control.index);
    if (code === 'U+0000') return 'must not contain a NUL byte (U+0000)';
    if (code === 'U+0009' || code === 'U+000A' || code === 'U+000D') return `must be a single line: no tab or line break (${code} at position ${control.index})`;
    return `must not contain control characters (${code} at position ${control.index})`;
  }
  const surrogate = loneSurrogate.exec(text);
  if (surrogate) return `must be valid Unicode text: an unpaired surrogate (${describeCode(text, surrogate.index)}) at position ${surrogate.index}`;
  const bidi = bidiControl.exec(text);
  if (bidi) return `must not contain bidirectional control characters (${describeCode(text, bidi.index)} at position ${bidi.index})`;
  return null;
}

/** The last name in a path (`rows[1].lastName` -> `lastName`), to decide whether it is free text. */
function fieldNameOf(path: string): string {
  const match = /([A-Za-z0-9_-]+)(?:\[\d+\])*$/.exec(path);
  return match ? match[1]! : '';
}

/**
 * Checks one string at `path`: the NFC form when it passes, else undefined with a problem added.
 */
export function checkText(text: string, path: string, problems: ErrorDetail[]): string | undefined {
  const problem = textProblem(text, { freeText: freeTextFields.has(fieldNameOf(path)) });
  if (problem) {
    problems.push({ path, message: problem });
    return undefined;
  }
  // ASCII text is already NFC.
  return nonAscii.test(text) ? text.normalize('NFC') : text;
}

function childPath(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`;
}

/**
 * A record of the caller's values: a JSON object, or a form body from @fastify/formbody, whose
 * parser (fast-querystring) gives records a prototype of its own that itself has none.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Applies the rule to every string in a parsed JSON value (member names too), in place: strings are
 * replaced by their NFC form. Values that are not JSON (Buffers, class instances) are left alone.
 * Returns the value to use in place of `value` (a top-level string may be replaced).
 */
export function checkTextDeep(value: unknown, path: string, problems: ErrorDetail[]): unknown {
  if (typeof value === 'string') return checkText(value, path === '' ? '(body)' : path, problems) ?? value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = checkTextDeep(value[index], `${path}[${index}]`, problems);
    return value;
  }
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) {
        problems.push({ path: childPath(path, JSON.stringify(key)), message: `field name ${keyProblem}` });
        continue;
      }
      const normalisedKey = nonAscii.test(key) ? key.normalize('NFC') : key;
      const checked = checkTextDeep(value[key], childPath(path, key), problems);
      if (normalisedKey !== key) {
        delete value[key];
        value[normalisedKey] = checked;
      } else if (checked !== value[key]) value[key] = checked;
    }
  }
  return value;
}

/**
 * The query and path parameters: records whose prototype is the parser's own (fast-querystring's
 * `Empty`), so not plain objects, but whose members are the caller's text.
 */
function checkTextFields(record: unknown, path: string, problems: ErrorDetail[]): void {
  if (typeof record !== 'object' || record === null) return;
  const fields = record as Record<string, unknown>;
  for (const key of Object.keys(fields)) fields[key] = checkTextDeep(fields[key], `${path}.${key}`, problems);
}

/**
 * The query parser keeps a percent-escape that is not UTF-8 (`%ff`, the WTF-8 bytes of a lone
 * surrogate) as literal text; refuse it as the router refuses one in the path.
 */
function checkQueryEncoding(url: string, problems: ErrorDetail[]): void {
  const start = url.indexOf('?');
  if (start === -1 || !url.includes('%', start)) return;
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    try {
      decodeURIComponent(pair.replaceAll('+', ' '));
    } catch {
      let name = rawName;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        // The name itself is badly encoded: report it as sent.
      }
      problems.push({ path: `query.${name}`, message: 'has a percent-escape that is not UTF-8 text (e.g. %ff or a lone %)' });
    }
  }
}

/** Headers whose values are stored or compared as the caller's text. */
const checkedHeaders = ['idempotency-key'] as const;

/**
 * Applies the rule to every request before validation: the parsed body, the query and path
 * parameters and the checked headers. Every problem is listed in one 400.
 */
export function installTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problems: ErrorDetail[] = [];
    request.body = checkTextDeep(request.body, '', problems);
    checkQueryEncoding(request.url, problems);
    checkTextFields(request.query, 'query', problems);
    checkTextFields(request.params, 'params', problems);
    for (const name of checkedHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') {
        const checked = checkText(value, `headers.${name}`, problems);
        if (checked !== undefined) request.headers[name] = checked;
      }
    }
    done(problems.length > 0 ? validationError(problems, 'The request has text that is not allowed') : undefined);
  });
}
