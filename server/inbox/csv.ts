/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and prefixed with an apostrophe when it starts
 * like a spreadsheet formula (=, +, -, @, tab, carriage return) so opening the file never runs anything.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  let text =
    value instanceof Date ? value.toISOString() : value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (RFC 4180 line endings) from a header row and data rows. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly Parameters<typeof csvCell>[0][])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
