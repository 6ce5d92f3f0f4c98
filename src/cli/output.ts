const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `12,500 kobo (₦125.00)`: kobo is what the API speaks, naira is what an operator thinks in. */
export function formatKobo(kobo: number, options: { signed?: boolean } = {}): string {
  const sign = kobo < 0 ? '-' : options.signed && kobo > 0 ? '+' : '';
  const magnitude = Math.abs(kobo);
  const naira = `${grouped.format(Math.floor(magnitude / 100))}.${String(magnitude % 100).padStart(2, '0')}`;
  return `${sign}${grouped.format(magnitude)} kobo (${sign}₦${naira})`;
}

/** Plain columns for a terminal; `right` lists the columns (by index) that hold numbers. */
export function formatTable(headers: string[], rows: string[][], options: { right?: number[]; indent?: string } = {}): string {
  const right = new Set(options.right ?? []);
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const formatRow = (row: string[]) =>
    (options.indent ?? '') +
    row
      .map((cell, column) => (right.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [formatRow(headers), ...rows.map(formatRow)].join('\n');
}

/** `Label   value` lines, labels padded to one width. */
export function formatFields(fields: [label: string, value: string][]): string {
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}
