import { describe, expect, it } from "vitest";
import { gitIdentity } from "./publisher.ts";

describe("a publish's author", () => {
  it("is the person's name and e-mail as git takes them: nothing can break out of the identity", () => {
    expect(gitIdentity("Ada Lovelace")).toBe("Ada Lovelace");
    expect(gitIdentity("Eve <evil@example.com>\nSigned-off-by: x")).toBe(
      "Eve evil@example.comSigned-off-by: x",
    );
    expect(gitIdentity("<>")).toBe("Staff");
  });
});
