import { Fragment } from "react";
import { Link } from "react-router";
import { linkedTextParts } from "#app/lib/linked-text.ts";

/** Copy whose [words](/address) become links within the site. */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName: string }) {
  return linkedTextParts(text).map((part, index) =>
    "to" in part ? (
      <Link key={index} to={part.to} className={linkClassName}>
        {part.text}
      </Link>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
