/** One link of an e-mail in the outbox, with the name its copy button gives it. */
export type OutboxLink = { url: string; label: string; what: string };

/** What a link in an e-mail is, by where it leads. */
const KINDS: [RegExp, string][] = [
  [/^\/newsletter\/confirm\//, "confirmation link"],
  [/^\/privacy\/confirm\//, "confirmation link"],
  [/^\/newsletter\/unsubscribe\//, "unsubscribe link"],
  // A newsletter test's stand-in for the reader's own unsubscribe link (readers get theirs): the newsletter's page.
  [/^\/newsletter\/?$/, "unsubscribe link"],
  [/^\/newsletter\/[^/]+\/?$/, "archive link"],
  [/^\/blog\/[^/]+\/?$/, "blog post link"],
  [/^\/admin\/join\//, "invitation link"],
  [/^\/admin\/reset\//, "reset link"],
  [/^\/booking/, "booking link"],
];

const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];

function kindOf(url: string): string {
  const path = new URL(url).pathname;
  return KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? "link";
}

/**
 * The links in an e-mail (an invitation's, a confirmation's, a newsletter's posts), each once, each named by what it
 * is for its copy button: "Copy the archive link"; "Copy the first blog post link" when there are two; "Copy the
 * link" when it is the only one.
 */
export function linksIn(body: string): OutboxLink[] {
  const urls = [...new Set(body.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  const kinds = urls.length === 1 ? ["link"] : urls.map(kindOf);
  return urls.map((url, index) => {
    const kind = kinds[index]!;
    const nth = kinds.slice(0, index).filter((each) => each === kind).length;
    const name =
      kinds.filter((each) => each === kind).length === 1
        ? `the ${kind}`
        : nth < ORDINALS.length
          ? `the ${ORDINALS[nth]} ${kind}`
          : `${kind} ${nth + 1}`;
    return { url, label: `Copy ${name}`, what: `${name[0]!.toUpperCase()}${name.slice(1)}` };
  });
}
