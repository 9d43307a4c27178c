import { HtmlValidate, StaticConfigLoader, type ConfigData } from "html-validate";

/**
 * HTML validation of the pages as React renders them: the standard, the document and the accessibility rules stay
 * on; only rules about how the markup is spelled, where React's serializer has its own habits, are relaxed.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React keeps some attribute names camelCase (charSet, fetchPriority, imageSrcSet); HTML attribute names are
    // case-insensitive, so browsers read them the same.
    "attr-case": "off",
    // React closes void elements (<meta/>, <img/>); both spellings are valid HTML.
    "void-style": "off",
    // React writes boolean and empty attributes with an empty value (required="", hidden=""): valid HTML.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Radix sets CSS variables and images their placeholder colour in style attributes (decision 006 allows them).
    "no-inline-style": "off",
    // React's useId gives ids like _R_9n5_ and Radix appends the item value (trigger-/tours): HTML allows any id
    // without white space, which the relaxed check still enforces.
    "valid-id": ["error", { relaxed: true }],
    // Our own hashed assets need no integrity hash; anything from another origin still does.
    "require-sri": ["error", { target: "crossorigin" }],
    // Radix's accordion panels are divs with role=region, as the WAI-ARIA accordion pattern shows them; other
    // roles with a native element still have to use it.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // Search engines shorten long titles; a long post title is an editorial choice, shown but not an error.
    "long-title": "warn",
  },
};

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));

export type HtmlProblem = {
  rule: string;
  severity: "error" | "warning";
  message: string;
  line: number;
  column: number;
  selector: string | null;
};

/** Every problem html-validate finds in one page's HTML, errors and warnings. */
export async function validateHtml(html: string, name: string): Promise<HtmlProblem[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((message) => ({
      rule: message.ruleId,
      severity: message.severity === 2 ? ("error" as const) : ("warning" as const),
      message: message.message,
      line: message.line,
      column: message.column,
      selector: message.selector,
    })),
  );
}

/** One line a problem, for a test failure or the audit's report. */
export function describeHtmlProblem(problem: HtmlProblem): string {
  return `${problem.line}:${problem.column} ${problem.rule}: ${problem.message}${problem.selector ? ` (${problem.selector})` : ""}`;
}
