/** A link in copy, written as [words](/address): the words become a link to a page of the site. */
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

export type TextPart = { text: string } | { text: string; to: string };

/** Copy split into plain runs and links, in order. */
export function linkedTextParts(copy: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of copy.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: copy.slice(last, match.index) });
    parts.push({ text: match[1]!, to: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < copy.length) parts.push({ text: copy.slice(last) });
  return parts;
}

/** The addresses a piece of copy links to. */
export function linkedAddresses(copy: string): string[] {
  return linkedTextParts(copy).flatMap((part) => ("to" in part ? [part.to] : []));
}
