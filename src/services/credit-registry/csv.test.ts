import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CsvSyntaxError, formatCsvRecord, readCsvRecords } from './csv.js';

const read = (text: string) => [...readCsvRecords(text)];

describe('readCsvRecords (RFC 4180)', () => {
  it('splits plain fields and records on LF and CRLF, with or without a final line break', () => {
    assert.deepEqual(read('a,b,c\n1,2,3'), [['a', 'b', 'c'], ['1', '2', '3']]);
    assert.deepEqual(read('a,b\r\n1,2\r\n'), [['a', 'b'], ['1', '2']]);
    assert.deepEqual(read('a,,\n,,'), [['a', '', ''], ['', '', '']]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    assert.deepEqual(read('"x, y","say ""hi""","two\r\nlines"\n"",z'), [['x, y', 'say "hi"', 'two\r\nlines'], ['', 'z']]);
    assert.deepEqual(read('"""",a'), [['"', 'a']]);
  });

  it('skips blank lines and a byte order mark', () => {
    assert.deepEqual(read('\ufeffa,b\n\n1,2\r\n\r\n'), [['a', 'b'], ['1', '2']]);
  });

  it('round-trips what formatCsvRecord writes', () => {
    const records = [['plain', 'with,comma', 'with "quotes"', 'multi\nline', ''], ['1', '2', '3', '4', '5']];
    assert.deepEqual(read(records.map(formatCsvRecord).join('\r\n')), records);
  });

  it('reports malformed input with its line', () => {
    assert.throws(() => read('a,b\n"open,c\nd'), (error: unknown) => error instanceof CsvSyntaxError && error.line === 2 && /not closed/.test(error.message));
    assert.throws(() => read('a\nb"c'), (error: unknown) => error instanceof CsvSyntaxError && error.line === 2 && /quote inside/.test(error.message));
    assert.throws(() => read('"a"b'), (error: unknown) => error instanceof CsvSyntaxError && /closing quote/.test(error.message));
    assert.throws(() => read('a\rb'), CsvSyntaxError);
  });

  it('counts lines inside quoted fields', () => {
    assert.throws(() => read('"a\nb",c\nd"'), (error: unknown) => error instanceof CsvSyntaxError && error.line === 3);
  });
});
