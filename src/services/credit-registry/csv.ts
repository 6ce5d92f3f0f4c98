/*
 * A small RFC 4180 reader: comma-separated fields, fields in double quotes may hold commas, line
 * breaks and doubled quotes (""), records end with CRLF or LF. A UTF-8 byte order mark is skipped.
 * Written here rather than pulled in: it is ~80 lines and the bulk route needs exact control of
 * where a malformed file is reported.
 */

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(
    message: string,
    /** 1-based line of the text where the problem is. */
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const quote = 34; // "
const comma = 44; // ,
const cr = 13;
const lf = 10;

/**
 * Yields each record as its list of fields, one at a time, so a caller can stop early (row limits)
 * without materialising the whole file. A blank line (no characters) is skipped; a final line break
 * is optional. Bytes (an upload's body) are read as UTF-8 where they are, a field at a time: the
 * delimiters are ASCII, which never occurs inside a multi-byte UTF-8 sequence, so the whole file is
 * never decoded into one string.
 */
export function* readCsvRecords(input: string | Uint8Array): Generator<string[], void, undefined> {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  let position = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let line = 1;
  const length = bytes.length;
  while (position < length) {
    const code = bytes[position];
    if (code === lf || (code === cr && bytes[position + 1] === lf)) {
      position += code === lf ? 1 : 2;
      line += 1;
      continue;
    }
    const record: string[] = [];
    for (;;) {
      let field: string;
      if (bytes[position] === quote) {
        const startLine = line;
        let value = '';
        let chunkStart = position + 1;
        let cursor = chunkStart;
        for (;;) {
          const next = bytes.indexOf(quote, cursor);
          if (next === -1) throw new CsvSyntaxError('a quoted field is not closed', startLine);
          for (let i = cursor; i < next; i++) if (bytes[i] === lf) line += 1;
          if (bytes[next + 1] === quote) {
            value += bytes.toString('utf8', chunkStart, next + 1);
            cursor = chunkStart = next + 2;
            continue;
          }
          value += bytes.toString('utf8', chunkStart, next);
          position = next + 1;
          break;
        }
        const after = bytes[position];
        if (position < length && after !== comma && after !== lf && after !== cr) {
          throw new CsvSyntaxError('a closing quote must be followed by a comma or the end of the line', line);
        }
        field = value;
      } else {
        let end = position;
        while (end < length) {
          const c = bytes[end];
          if (c === comma || c === lf || c === cr) break;
          if (c === quote) throw new CsvSyntaxError('a quote inside an unquoted field; quote the whole field and double the quote ("")', line);
          end += 1;
        }
        field = bytes.toString('utf8', position, end);
        position = end;
      }
      record.push(field);
      const c = bytes[position];
      if (c === comma) {
        position += 1;
        continue;
      }
      if (c === cr && bytes[position + 1] === lf) position += 2;
      else if (c === lf) position += 1;
      else if (c === cr) throw new CsvSyntaxError('a carriage return must be followed by a line feed', line);
      line += 1;
      break;
    }
    yield record;
  }
}

/** Quotes a field when it needs it (comma, quote, line break, surrounding spaces kept as is). */
export function formatCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function formatCsvRecord(fields: readonly string[]): string {
  return fields.map(formatCsvField).join(',');
}
