import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CsvSyntaxError,
  formatCsvRecord,
  maxBulkRows,
  readCsvRecords,
  type BulkResponseData,
  type ReportResponseData,
  type StatusResponseData,
} from '../../services/credit-registry/index.js';
import { parseCommandLine, parseWholeNumber, readPositionals } from '../args.js';
import { Type } from 'typebox';
import { ApiError, type RequestOptions } from '../client.js';
import { printResult, type Command, type CommandContext } from '../command.js';
import { CliError, UsageError } from '../errors.js';
import { formatFields } from '../output.js';

/*
 * `verity report submit FILE` and `verity report status ID`: the credit registry API as an
 * institution uses it, with the institution's API key (not the admin token).
 */

const base = 'creditregistry/api/v1';
const kinds = ['individual', 'business'] as const;
type Kind = (typeof kinds)[number];
const defaultChunkRows = 1000;
/** A chunk of 1,000 rows takes about a second; a full 50,000-row upload (--all-or-nothing) longer. */
const bulkTimeoutMs = 10 * 60_000;

const apiKeyOptions = {
  'api-key': { type: 'string' },
  'api-key-header': { type: 'string' },
} as const;

const apiKeyHelp = [
  '--api-key KEY              Institution API key (else env VERITY_API_KEY). Prefer the env variable:',
  '                           a flag shows up in shell history and process lists. Never printed.',
  '--api-key-header NAME      Header the server reads the key from (env VERITY_API_KEY_HEADER, default X-Api-Key)',
];

function resolveApiKey(values: { 'api-key'?: string; 'api-key-header'?: string }, context: CommandContext): NonNullable<RequestOptions['apiKey']> {
  const value = values['api-key']?.trim() || context.env.VERITY_API_KEY?.trim();
  if (!value) throw new UsageError('an institution API key is required: set VERITY_API_KEY or pass --api-key');
  const header = values['api-key-header']?.trim() || context.env.VERITY_API_KEY_HEADER?.trim() || 'X-Api-Key';
  return { header, value };
}

function parseKind(raw: string | undefined, source: string): Kind | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'individual' || raw === 'business') return raw;
  throw new UsageError(`${source} must be individual or business, got "${raw}"`);
}

// ---- bulk: split, send chunk by chunk, add the answers up -------------------------------------

interface Chunk {
  /** Row number of the chunk's first row in the whole file. */
  offset: number;
  rows: number;
  request: Pick<RequestOptions, 'body' | 'rawBody'>;
}

function* jsonChunks(rows: unknown[], chunkRows: number): Generator<Chunk> {
  for (let offset = 0; offset < rows.length; offset += chunkRows) {
    const slice = rows.slice(offset, offset + chunkRows);
    yield { offset, rows: slice.length, request: { body: slice } };
  }
}

function csvChunks(text: string, chunkRows: number): { total: number; chunks: Chunk[] } {
  let records: string[][];
  try {
    records = [...readCsvRecords(text)];
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new CliError(`The CSV file is malformed at ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw new CliError('The CSV file needs a header row and at least one data row');
  const headerLine = formatCsvRecord(header);
  const chunks: Chunk[] = [];
  for (let offset = 0; offset < rows.length; offset += chunkRows) {
    const slice = rows.slice(offset, offset + chunkRows);
    chunks.push({ offset, rows: slice.length, request: { rawBody: { contentType: 'text/csv', text: [headerLine, ...slice.map(formatCsvRecord)].join('\r\n') } } });
  }
  return { total: rows.length, chunks };
}

/** rows[12].bvn of a chunk starting at row 1000 is rows[1012].bvn of the file. */
function shiftRowPath(pathText: string, offset: number): string {
  return pathText.replace(/^rows\[(\d+)\]/, (_, row: string) => `rows[${Number(row) + offset}]`);
}

function emptyTotals(): BulkResponseData {
  return { uploadId: '', totalRows: 0, acceptedRows: 0, repeatedRows: 0, rejectedRows: [], rows: [], errors: [] };
}

function addChunk(totals: BulkResponseData, data: BulkResponseData, offset: number): void {
  totals.uploadId ||= data.uploadId;
  totals.totalRows += data.totalRows;
  totals.acceptedRows += data.acceptedRows;
  totals.repeatedRows += data.repeatedRows;
  totals.rejectedRows.push(...data.rejectedRows.map((row) => row + offset));
  totals.rows.push(...data.rows.map((row) => ({ ...row, row: row.row + offset })));
  totals.errors.push(...data.errors.map((error) => ({ path: shiftRowPath(error.path, offset), message: error.message })));
}

function progressBar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} rows`;
}

async function submitBulk(context: CommandContext, options: { apiKey: NonNullable<RequestOptions['apiKey']>; chunks: Chunk[]; total: number; kind: Kind | undefined; allOrNothing: boolean }): Promise<BulkResponseData> {
  const totals = emptyTotals();
  let done = 0;
  context.progress?.(progressBar(0, options.total));
  try {
    for (const chunk of options.chunks) {
      let data: BulkResponseData;
      try {
        ({ data } = await context.client.request<BulkResponseData>('POST', `${base}/report/bulk`, {
          ...chunk.request,
          query: { kind: options.kind, allOrNothing: options.allOrNothing ? 'true' : undefined },
          apiKey: options.apiKey,
          timeoutMs: bulkTimeoutMs,
        }));
      } catch (error) {
        // A chunk with no valid row is a 400 listing its problems: count them as rejected rows and go on.
        const envelope = error instanceof ApiError ? error.envelope : null;
        if (!options.allOrNothing && envelope?.error?.type === 'validation_error' && envelope.error.details.some((detail) => detail.path.startsWith('rows['))) {
          const rejected = new Set(envelope.error.details.map((detail) => /^rows\[(\d+)\]/.exec(detail.path)?.[1]).filter((row): row is string => row !== undefined).map(Number));
          data = { uploadId: '', totalRows: chunk.rows, acceptedRows: 0, repeatedRows: 0, rejectedRows: [...rejected].sort((a, b) => a - b), rows: [], errors: envelope.error.details };
        } else {
          if (done > 0) throw new CliError(`${error instanceof Error ? error.message : String(error)}\nRows 0-${done - 1} were sent and answered before this; sending the file again answers them as repeats, unbilled.`);
          throw error;
        }
      }
      addChunk(totals, data, chunk.offset);
      done += chunk.rows;
      context.progress?.(progressBar(done, options.total));
    }
  } finally {
    context.progress?.('\n');
  }
  return totals;
}

function formatBulk(data: BulkResponseData): string {
  const lines = [
    formatFields([
      ['Rows', String(data.totalRows)],
      ['Accepted', `${data.acceptedRows} (queued, billed once each)`],
      ['Repeated', `${data.repeatedRows} (earlier submissions answered, not billed again)`],
      ['Rejected', String(data.rejectedRows.length)],
    ]),
  ];
  if (data.errors.length > 0) {
    const shown = data.errors.slice(0, 50);
    lines.push('', 'Problems:', ...shown.map((error) => `  ${error.path}: ${error.message}`));
    if (data.errors.length > shown.length) lines.push(`  ... and ${data.errors.length - shown.length} more (use --json for all)`);
  }
  if (data.rows.length > 0) lines.push('', 'Poll one submission with: verity report status SUBMISSION_ID (submission ids: --json)');
  return lines.join('\n');
}

const submitCommand: Command = {
  group: 'report',
  name: 'submit',
  usage: 'report submit FILE [--kind individual|business] [--all-or-nothing] [--api-key KEY]',
  summary: 'Send a credit report (a JSON object) or many (a JSON array or a .csv file) as an institution',
  details: [
    'FILE                       A .json file holding one report object (sent to POST /report/{kind})',
    '                           or an array of them, or a .csv file in the bulk layout (docs/credit-registry.md).',
    '--kind individual|business Report type: required for a single report without a "kind" member, and',
    '                           used for bulk rows that name none',
    '--all-or-nothing           Bulk: store nothing unless every row is valid (the whole file in one request)',
    `--chunk-rows N             Bulk: rows per request (default ${defaultChunkRows}); a progress bar shows on a terminal`,
    ...apiKeyHelp,
    '',
    'Exit code 1 when any row was rejected (the others are accepted); their problems are listed.',
    'Example: VERITY_API_KEY=vsk_... verity report submit loans.csv --kind individual',
  ],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() =>
      parseArgs({ args, options: { ...apiKeyOptions, kind: { type: 'string' }, 'all-or-nothing': { type: 'boolean' }, 'chunk-rows': { type: 'string' } }, allowPositionals: true, strict: true }),
    );
    const { file } = readPositionals(positionals, { file: 'FILE' });
    const kind = parseKind(values.kind, '--kind');
    const chunkRows = values['chunk-rows'] === undefined ? defaultChunkRows : parseWholeNumber(values['chunk-rows'], '--chunk-rows', Type.Integer({ minimum: 1, maximum: maxBulkRows }));
    const apiKey = resolveApiKey(values, context);
    const allOrNothing = values['all-or-nothing'] ?? false;

    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }

    let bulk: { chunks: Chunk[]; total: number };
    if (path.extname(file).toLowerCase() === '.csv') {
      bulk = csvChunks(text, allOrNothing ? maxBulkRows : chunkRows);
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw new CliError(`${file} is neither a .csv file nor valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!Array.isArray(parsed)) {
        if (typeof parsed !== 'object' || parsed === null) throw new CliError(`${file} must hold a JSON object (one report) or an array of them`);
        const { kind: ownKind, ...report } = parsed as Record<string, unknown>;
        const reportKind = kind ?? parseKind(typeof ownKind === 'string' ? ownKind : undefined, `"kind" in ${file}`);
        if (!reportKind) throw new UsageError('a single report needs --kind individual|business (or a "kind" member)');
        const { data, message, transactionRef } = await context.client.request<ReportResponseData>('POST', `${base}/report/${reportKind}`, { body: report, apiKey });
        printResult(context, data, (accepted) =>
          [message, formatFields([['Submission', accepted.submissionId], ['Upload', accepted.uploadId], ['Account', accepted.accountNumber], ['Status', accepted.processingStatus], ['Transaction', transactionRef]]), '', `Poll with: verity report status ${accepted.submissionId}`].join('\n'),
        );
        return;
      }
      bulk = { chunks: [...jsonChunks(parsed, allOrNothing ? maxBulkRows : chunkRows)], total: parsed.length };
    }
    if (bulk.total > maxBulkRows && allOrNothing) throw new UsageError(`--all-or-nothing sends the file in one request, which holds at most ${maxBulkRows} rows`);
    const totals = await submitBulk(context, { apiKey, chunks: bulk.chunks, total: bulk.total, kind, allOrNothing });
    printResult(context, totals, formatBulk);
    if (totals.rejectedRows.length > 0) throw new CliError(`${totals.rejectedRows.length} of ${totals.totalRows} rows were rejected (listed above); the other rows were accepted`);
  },
};

const statusCommand: Command = {
  group: 'report',
  name: 'status',
  usage: 'report status SUBMISSION_ID [--api-key KEY]',
  summary: 'Show the processing status and progress lines of a submission (a billed poll)',
  details: [...apiKeyHelp, '', 'Example: VERITY_API_KEY=vsk_... verity report status sub_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E'],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() => parseArgs({ args, options: apiKeyOptions, allowPositionals: true, strict: true }));
    const { submissionId } = readPositionals(positionals, { submissionId: 'SUBMISSION_ID' });
    const apiKey = resolveApiKey(values, context);
    const { data } = await context.client.request<StatusResponseData>('GET', `${base}/report/status/${encodeURIComponent(submissionId)}`, { apiKey });
    printResult(context, data, (status) =>
      [formatFields([['Submission', status.submissionId ?? submissionId], ['Account', status.accountNumber ?? '-'], ['Status', status.processingStatus]]), '', ...status.uploadStatusList.map((line) => `  ${line}`)].join('\n'),
    );
  },
};

export const reportCommands: Command[] = [submitCommand, statusCommand];
