import { describe, expect, it } from "vitest";
import { signInLinkFilter, SIGN_IN_LINK_REMOVED, withoutSignInLink } from "./sign-in-links.ts";

describe("sign-in links", () => {
  it("are cut out of an e-mail's text, and nothing else is", () => {
    expect(
      withoutSignInLink("Hi\n\nhttps://www.whiskerwalks.nyc/admin/reset/abc_DEF-123\n\nThe link works once."),
    ).toBe(`Hi\n\n${SIGN_IN_LINK_REMOVED}\n\nThe link works once.`);
    expect(withoutSignInLink("See https://www.whiskerwalks.nyc/tours")).toBe(
      "See https://www.whiskerwalks.nyc/tours",
    );
  });

  it("are cut out of pg_dump's outbox rows that carry one, and of nothing else in the dump", () => {
    const filter = signInLinkFilter();
    const dump = [
      "COPY public.messages (id, body) FROM stdin;",
      "1\thttps://x.test/admin/join/tokenInAMessage",
      "\\.",
      "COPY public.outbox (id, recipient, body, account_link) FROM stdin;",
      "1\tgus@example.com\tHello\\n\\nhttps://www.whiskerwalks.nyc/admin/join/Tok3n_-x\\n\\nBye\tt",
      "2\tann@example.com\tSee https://x.test/admin/join/notASignInEmail\tf",
      "\\.",
      "COPY public.staff (id) FROM stdin;",
      "1\thttps://x.test/admin/reset/later",
      "\\.",
    ];
    expect(dump.map(filter)).toEqual([
      dump[0],
      dump[1],
      dump[2],
      dump[3],
      `1\tgus@example.com\tHello\\n\\n${SIGN_IN_LINK_REMOVED}\\n\\nBye\tt`,
      dump[5],
      dump[6],
      dump[7],
      dump[8],
      dump[9],
    ]);
  });
});
