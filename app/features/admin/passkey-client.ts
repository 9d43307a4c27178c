/**
 * The browser's half of passkeys: ask the server for a ceremony's options, let the browser (and the person's
 * device) answer with @simplewebauthn/browser, send the answer back. Loaded only when someone presses a passkey
 * button, so no staff page pays for it before.
 */

export type PasskeyOutcome = { ok: true; next?: string; text?: string } | { ok: false; text: string };

async function post(url: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { problem: text.trim() || "The server did not answer. Reload the page and try again." };
  }
}

const CANCELLED =
  "The passkey prompt closed before it finished. Try again, or use your password if you have one.";

/** Runs one ceremony: options from `url` with `fields`, then the answer posted back to it with the same fields. */
export async function passkeyCeremony(
  kind: "register" | "authenticate",
  url: string,
  fields: Record<string, string>,
): Promise<PasskeyOutcome> {
  if (typeof window === "undefined" || !window.PublicKeyCredential) {
    return { ok: false, text: "This browser cannot use passkeys." };
  }
  const options = await post(url, { ...fields, step: "options" });
  if (typeof options.problem === "string") return { ok: false, text: options.problem };
  const { startAuthentication, startRegistration } = await import("@simplewebauthn/browser");
  let answer: unknown;
  try {
    answer =
      kind === "register"
        ? await startRegistration({
            optionsJSON: options.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
          })
        : await startAuthentication({
            optionsJSON: options.options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
          });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "InvalidStateError") {
      return { ok: false, text: "This device already holds one of your passkeys." };
    }
    return { ok: false, text: CANCELLED };
  }
  const result = await post(url, { ...fields, step: "verify", response: JSON.stringify(answer) });
  if (typeof result.problem === "string") return { ok: false, text: result.problem };
  return {
    ok: true,
    next: typeof result.next === "string" ? result.next : undefined,
    text: typeof result.text === "string" ? result.text : undefined,
  };
}
