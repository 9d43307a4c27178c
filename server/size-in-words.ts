/**
 * A size as staff and visitors read it, the one wording for every size the site names (an upload's limit, a
 * backup's size): "2 GB", "1.4 MB", "512 KB", at most one decimal and none when it is whole.
 */
export function sizeInWords(bytes: number): string {
  const units = [
    ["GB", 1024 ** 3],
    ["MB", 1024 ** 2],
    ["KB", 1024],
  ] as const;
  for (const [unit, size] of units)
    if (bytes >= size)
      return `${(bytes / size).toLocaleString("en-US", { maximumFractionDigits: 1 })} ${unit}`;
  return bytes === 1 ? "1 byte" : `${bytes} bytes`;
}
