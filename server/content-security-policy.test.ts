import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parsePublicEnv } from "../app/config/public-env.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content security policy", () => {
  const html = `<head><script>window.a=1</script><script type="application/ld+json">{"@type":"x"}</script><script type="module" src="/assets/x.js"></script></head><body><script type="module">import "/assets/y.js"</script></body>`;

  it("hashes inline scripts, not JSON-LD data or external files", () => {
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/assets/y.js"')]);
  });

  it("allows only our own origin and the configured providers", () => {
    const policy = contentSecurityPolicy(html, parsePublicEnv({}));
    expect(policy).toContain(`script-src 'self' ${sha("window.a=1")}`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self';");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("googletagmanager");
  });

  it("allows a server-rendered response's inline scripts by its nonce only: a script found in it is not hashed in", () => {
    const policy = contentSecurityPolicy(html, parsePublicEnv({}), { nonce: "abc123" });
    expect(policy).toContain("script-src 'self' 'nonce-abc123' https://fareharbor.com");
    expect(policy).not.toContain("sha256-");
  });

  it("lets staff pages run no script from another host, whatever providers are configured", () => {
    const env = parsePublicEnv({ PUBLIC_GA_ID: "G-TEST123" });
    const script = (policy: string) => /script-src ([^;]*)/.exec(policy)![1]!;
    expect(script(contentSecurityPolicy(html, env))).toContain("https://fareharbor.com");
    const staff = script(contentSecurityPolicy(html, env, { staff: true }));
    expect(staff).toBe(`'self' ${sha("window.a=1")} ${sha('import "/assets/y.js"')}`);
  });

  it("opens exactly the hosts of configured providers", () => {
    const policy = contentSecurityPolicy(
      "",
      parsePublicEnv({
        PUBLIC_EMAILJS_ORIGIN: "https://api.emailjs.com",
        PUBLIC_ADVENTURE_FORM_ACTION: "https://formspree.io/f/abc",
        PUBLIC_GA_ID: "G-ABC123",
      }),
    );
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com");
    // The contact form posts to EmailJS's form endpoint itself when JavaScript has not run.
    expect(policy).toContain("form-action 'self' https://formspree.io https://api.emailjs.com;");
    expect(policy).toContain("https://www.googletagmanager.com");
  });
});
