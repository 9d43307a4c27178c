import { newYorkParts } from "../../app/lib/new-york-time.ts";

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

/**
 * A moment as New York's wall clock, in the form a spreadsheet reads as a date and time: "2026-11-30 18:30:46". For
 * the exports in staff words (Activity), whose column says so; the exports meant for other tools keep ISO 8601.
 */
export function newYorkCsvTime(date: Date): string {
  const part = newYorkParts(date);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
