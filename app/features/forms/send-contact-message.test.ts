// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendContactMessage, type EmailSettings } from "./send-contact-message.ts";

const settings: EmailSettings = {
  origin: "",
  publicKey: "public-key",
  serviceId: "service",
  templateId: "template",
  blockHeadless: false,
};
const message = { name: "Ada", email: "ada@example.com", phone: "Not provided", message: "Hello" };

function answer(status: number, text: string) {
  return vi.fn<typeof fetch>(async () => new Response(text, { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe("sendContactMessage", () => {
  it("posts the EmailJS payload to this site when no origin is configured", async () => {
    const fetchMock = answer(200, "OK");
    vi.stubGlobal("fetch", fetchMock);
    await sendContactMessage(message, settings);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/v1.0/email/send`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: expect.any(String),
      user_id: "public-key",
      service_id: "service",
      template_id: "template",
      template_params: message,
    });
  });

  it("uses a configured origin", async () => {
    const fetchMock = answer(200, "OK");
    vi.stubGlobal("fetch", fetchMock);
    await sendContactMessage(message, { ...settings, origin: "https://api.emailjs.com" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("https://api.emailjs.com/api/v1.0/email/send");
  });

  it("rejects on an error answer", async () => {
    vi.stubGlobal("fetch", answer(429, "Too Many Requests"));
    await expect(sendContactMessage(message, settings)).rejects.toMatchObject({
      status: 429,
      text: "Too Many Requests",
    });
  });

  it.each([["publicKey"], ["serviceId"], ["templateId"]] as const)(
    "rejects without calling out when %s is missing",
    async (field) => {
      const fetchMock = answer(200, "OK");
      vi.stubGlobal("fetch", fetchMock);
      await expect(sendContactMessage(message, { ...settings, [field]: "" })).rejects.toBeDefined();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
