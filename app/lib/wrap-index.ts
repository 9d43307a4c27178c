/** The position after moving `step` from `index` in a list of `total`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}
