import { Fragment } from "react";
import { linkedTextParts } from "#app/lib/linked-text.ts";

/** Copy whose [words](/address) become links within the site. */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName: string }) {
  return linkedTextParts(text).map((part, index) =>
    "to" in part ? (
      <a key={index} href={part.to} className={linkClassName}>
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
