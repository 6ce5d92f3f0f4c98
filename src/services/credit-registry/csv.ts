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
 * is optional.
 */
export function* readCsvRecords(text: string): Generator<string[], void, undefined> {
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const length = text.length;
  while (position < length) {
    const code = text.charCodeAt(position);
    if (code === lf || (code === cr && text.charCodeAt(position + 1) === lf)) {
      position += code === lf ? 1 : 2;
      line += 1;
      continue;
    }
    const record: string[] = [];
    for (;;) {
      let field: string;
      if (text.charCodeAt(position) === quote) {
        const startLine = line;
        let value = '';
        let chunkStart = position + 1;
        let cursor = chunkStart;
        for (;;) {
          const next = text.indexOf('"', cursor);
          if (next === -1) throw new CsvSyntaxError('a quoted field is not closed', startLine);
          for (let i = cursor; i < next; i++) if (text.charCodeAt(i) === lf) line += 1;
          if (text.charCodeAt(next + 1) === quote) {
            value += text.slice(chunkStart, next + 1);
            cursor = chunkStart = next + 2;
            continue;
          }
          value += text.slice(chunkStart, next);
          position = next + 1;
          break;
        }
        const after = text.charCodeAt(position);
        if (position < length && after !== comma && after !== lf && after !== cr) {
          throw new CsvSyntaxError('a closing quote must be followed by a comma or the end of the line', line);
        }
        field = value;
      } else {
        let end = position;
        while (end < length) {
          const c = text.charCodeAt(end);
          if (c === comma || c === lf || c === cr) break;
          if (c === quote) throw new CsvSyntaxError('a quote inside an unquoted field; quote the whole field and double the quote ("")', line);
          end += 1;
        }
        field = text.slice(position, end);
        position = end;
      }
      record.push(field);
      const c = text.charCodeAt(position);
      if (c === comma) {
        position += 1;
        continue;
      }
      if (c === cr && text.charCodeAt(position + 1) === lf) position += 2;
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
