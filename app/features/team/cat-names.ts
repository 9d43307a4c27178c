/** "Pickles and Mrs. Hudson": a guide's cats as a sentence names them (spec, team member's catName). */
export function catNames(cats: readonly { name: string }[]): string {
  const names = cats.map((cat) => cat.name);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
