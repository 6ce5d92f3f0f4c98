/*
 * Reads a JSON array from its bytes one element at a time, so a bulk upload is never held as one
 * parsed tree (50,000 reports parse into several hundred MB of objects): the scanner finds where
 * each top-level element ends (tracking strings and nesting only) and JSON.parse reads that element
 * alone. Used twice per upload: a first pass proves the whole body is valid before anything is
 * stored, the second hands the elements to validation one by one.
 */

export class JsonArraySyntaxError extends Error {
  override name = 'JsonArraySyntaxError';
  constructor(
    message: string,
    /** 0-based element the problem is in; null when it is outside every element. */
    readonly element: number | null,
  ) {
    super(message);
  }
}

/** Thrown when the body is valid JSON but not an array. */
export class NotAJsonArrayError extends Error {
  override name = 'NotAJsonArrayError';
}

const quote = 34; // "
const backslash = 92; // \
const comma = 44; // ,
const openBrace = 123; // {
const closeBrace = 125; // }
const openBracket = 91; // [
const closeBracket = 93; // ]

function isWhitespace(byte: number | undefined): boolean {
  return byte === 32 || byte === 9 || byte === 10 || byte === 13;
}

/** A body that does not start with `[`: malformed JSON, or JSON of another type. */
function refuseNonArray(bytes: Buffer): never {
  try {
    JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new JsonArraySyntaxError((error as Error).message, null);
  }
  throw new NotAJsonArrayError('the body is JSON but not an array');
}

/** Yields each element of the JSON array in `input`, parsed; throws JsonArraySyntaxError at the first problem. */
export function* readJsonArray(input: Uint8Array): Generator<unknown, void, undefined> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const length = bytes.length;
  let position = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (isWhitespace(bytes[position])) position += 1;
  if (position === length) throw new JsonArraySyntaxError('the body is empty', null);
  if (bytes[position] !== openBracket) refuseNonArray(bytes.subarray(position));
  position += 1;

  let index = 0;
  for (;;) {
    while (isWhitespace(bytes[position])) position += 1;
    if (index === 0 && bytes[position] === closeBracket) {
      position += 1;
      break;
    }
    const start = position;
    let depth = 0;
    while (position < length) {
      const byte = bytes[position]!;
      if (byte === quote) {
        // Skip the string: a quote ends it unless an odd number of backslashes precedes it.
        let cursor = position + 1;
        for (;;) {
          const next = bytes.indexOf(quote, cursor);
          if (next === -1) throw new JsonArraySyntaxError('a string is not closed', index);
          let backslashes = 0;
          while (bytes[next - 1 - backslashes] === backslash) backslashes += 1;
          cursor = next + 1;
          if (backslashes % 2 === 0) break;
        }
        position = cursor;
        continue;
      }
      if (byte === openBrace || byte === openBracket) depth += 1;
      else if (byte === closeBrace || byte === closeBracket) {
        if (depth === 0) break;
        depth -= 1;
      } else if (byte === comma && depth === 0) break;
      position += 1;
    }
    if (position >= length) throw new JsonArraySyntaxError('the array is not closed (no `]` at the end)', index);
    let element: unknown;
    try {
      element = JSON.parse(bytes.toString('utf8', start, position));
    } catch (error) {
      throw new JsonArraySyntaxError((error as Error).message, index);
    }
    yield element;
    index += 1;
    const separator = bytes[position];
    position += 1;
    if (separator === closeBracket) break;
    if (separator !== comma) throw new JsonArraySyntaxError(`expected \`,\` or \`]\` after the element, found \`${String.fromCharCode(separator!)}\``, index - 1);
  }
  while (isWhitespace(bytes[position])) position += 1;
  if (position < length) throw new JsonArraySyntaxError('unexpected content after the closing `]` of the array', null);
}
