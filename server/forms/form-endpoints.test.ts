import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePublicEnv } from "../../app/config/public-env.ts";
import { isPrivatePath } from "../../app/features/insights/private-paths.ts";
import type { ServerCopy } from "../../app/content/server-copy.server.ts";
import type { InsightForm } from "../../db/statuses.ts";
import type { Newsletter } from "../inbox/newsletter.ts";
import type { Submissions } from "../inbox/submissions.ts";
import { createFormEndpoints } from "./form-endpoints.ts";
import { createFormRateLimits } from "./rate-limit.ts";

const publicEnv = parsePublicEnv(process.env);
/** What the endpoints handed the insights: each stored form with the path it is counted under. */
const counted: { form: InsightForm; path: string }[] = [];
const stored: string[] = [];
let origin: string;
const server = createServer((req, res) => {
  const handle = createFormEndpoints({
    // A stand-in for the database: the message is kept in memory.
    submissions: {
      saveMessage: async (message: { email: string }) => {
        stored.push(message.email);
      },
    } as unknown as Submissions,
    newsletter: {} as Newsletter,
    copy: () => ({}) as ServerCopy,
    publicEnv,
    clientHash: () => "client",
    stylesheets: [],
    siteOrigins: async () => [publicEnv.siteUrl],
    limits: createFormRateLimits(),
    onStored: (_req: IncomingMessage, form, path) => counted.push({ form, path }),
  });
  void Promise.resolve(handle(req, res, new URL(req.url ?? "/", "http://localhost"))).then((handled) => {
    if (!handled) res.writeHead(404).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

describe("a form the endpoints store, for the insights", () => {
  it("is a contact message sent through the EmailJS addresses counted under the contact page, which the insights keep", async () => {
    const { publicKey, serviceId, templateId } = publicEnv.emailjs;
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        user_id: publicKey,
        service_id: serviceId,
        template_id: templateId,
        template_params: {
          name: "Grace Hopper",
          email: "grace@example.com",
          phone: "Not provided",
          message: "Hello",
        },
      }),
    });
    expect(response.status).toBe(200);
    expect(stored).toEqual(["grace@example.com"]);
    expect(counted).toEqual([{ form: "contact", path: "/contact" }]);
    expect(isPrivatePath(counted[0]!.path)).toBe(false);
  });
});
