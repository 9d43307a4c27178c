/**
 * Words a developer reads and staff should never see (issue 39): a file path or a file's extension, a server folder, a
 * setting's name (ADMIN_PASSWORD, SMTP_URL...), "slug", "id", a token in braces ({price}), a commit ("Release
 * 1a2b3c4") or an entry's file name where its title belongs (an editor breadcrumb ending "brooklyn-heights"). The one
 * list the staff walk (editor.spec.ts) checks every staff page, editor pages, the Activity export and the outbox's
 * e-mails against, and unit tests check texts staff read (release names, the editor's field help). Plain data: unit
 * tests import it as well as end-to-end ones. The one exception is a note staff forward to whoever runs the server
 * (`data-server-note`: Backups without a key names the setting to set, docs/decisions/186).
 */
/** A token in braces ("{price}"): the editor shows a fact as a chip in its words instead (fact-text-field.tsx). */
export const TOKEN_IN_BRACES = /\{[^{}\s]+\}/g;

export const DEVELOPER_WORDS: readonly RegExp[] = [
  /\bcontent\/\S*/g,
  /(?:^|[\s("'])\/(?:var|tmp|home|srv|opt|work|etc|usr|root|data|backups)\/\S*/g,
  /\b(?:data|backups)\/\S*/g,
  // A picture's name ("blog/harbor-cat"); a web address ("/blog/harbor-cat") is staff's word for a page.
  /(?<![/\w.])(?:blog|gallery|heroes|team|press|tours|neighborhoods|newsletter|og|brand)\/[\w-]+/g,
  /\b[\w-]+\.(?:md|mdx|ya?ml|json|tar|gz|enc|tsx?|jsx?|jpe?g|png|webp|avif|svg|sql)\b/gi,
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g,
  /\bslugs?\b/gi,
  /\bids?\b/gi,
  TOKEN_IN_BRACES,
  // A commit, as git abbreviates it: seven or more hex digits, letters and figures mixed.
  /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/g,
  // A file name where a title belongs: three or more lowercase words joined by dashes, as entries' files are named
  // ("the-tabby-who-guarded-fulton-fish-market"); "/blog/…" (a web address) is a page's, and staff's word.
  /(?<![/\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}(?![\w/-])/g,
];

/** Each developer's word in a text, as found ("content/blog/x.md", "Slug"). */
export function developerWords(text: string): string[] {
  return DEVELOPER_WORDS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0].trim()));
}
