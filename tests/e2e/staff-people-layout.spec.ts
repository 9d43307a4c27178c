import { randomUUID } from "node:crypto";
import { request as apiRequest, type Locator, type Page } from "@playwright/test";
import { MAX_FIELD_LENGTH } from "../../app/features/forms/field-rules.ts";
import { expect, test } from "./fixtures.ts";
import { expectInReachOnAPhone, linkInOutbox, newClient, signIn, signInInBrowser } from "./support/staff.ts";

/**
 * People's open invitations with a name as long as the form takes and no space in it (a reviewer's finding: it pushed
 * Role, Invited by, Works until and Revoke out of view for every row). The name wraps; every row's columns stay in
 * view on a laptop, and on a phone each invitation is a card whose Revoke is in reach.
 */
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function inviteInBrowser(page: Page, name: string, email: string) {
  await page.goto("/admin/people");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByText(`The invitation to ${email} is ready to send`)).toBeVisible();
}

/** Someone invited with that name joins with a password, over HTTP: their card on People carries the name. */
async function joinAs(baseURL: string, name: string, email: string) {
  const owner = await apiRequest.newContext({ baseURL });
  try {
    const client = newClient();
    await signIn(owner, client);
    const link = await linkInOutbox(owner, client, email);
    const joined = await owner.post(link, {
      headers: newClient(),
      form: { password: "a tabby on the fire escape" },
    });
    expect(new URL(joined.url()).pathname, `${email} joined`).toBe("/admin");
  } finally {
    await owner.dispose();
  }
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test("a long invitee's name wraps, and every invitation stays in reach: a table at 1280 px, cards at 390 px", async ({
  page,
  baseURL,
}) => {
  const marker = randomUUID().slice(0, 8);
  const email = `long-name-${marker}@example.com`;
  const name = `${marker}${"Wolfeschlegelsteinhausenbergerdorff".repeat(4)}`.slice(0, MAX_FIELD_LENGTH.name);
  expect(name).toHaveLength(MAX_FIELD_LENGTH.name);
  const joiner = { name: `${name.slice(0, -1)}J`, email: `long-name-joined-${marker}@example.com` };
  await page.setViewportSize(LAPTOP);
  await signInInBrowser(page, baseURL!);
  await inviteInBrowser(page, joiner.name, joiner.email);
  await joinAs(baseURL!, joiner.name, joiner.email);
  await inviteInBrowser(page, name, email);

  const region = page.getByRole("region", { name: "Open invitations" });
  const rows = region.getByRole("row").filter({ has: page.getByRole("button", { name: /^Revoke/ }) });
  const ours = rows.filter({ hasText: email });
  await expect(ours.getByText(name, { exact: true })).toBeVisible();

  // On a laptop: no sideways scrolling, and each row's last column (Revoke) inside the table's box and the window.
  const scrolls = () => region.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await scrolls(), "the invitations table scrolls sideways at 1280 px").toBe(false);
  const shown = await box(region);
  for (const row of await rows.all()) {
    for (const cell of await row.getByRole("cell").all()) {
      const { x, width } = await box(cell);
      expect(x + width, "a cell's right edge at 1280 px").toBeLessThanOrEqual(shown.x + shown.width + 1);
    }
    const revoke = await box(row.getByRole("button", { name: /^Revoke/ }));
    expect(revoke.x + revoke.width).toBeLessThanOrEqual(LAPTOP.width);
  }
  // The name wraps onto lines of its own inside its cell.
  const nameBox = await box(ours.getByText(name, { exact: true }));
  expect(nameBox.width).toBeLessThan(shown.width / 2);

  // On a phone each invitation is a card, as the person who joined has one (their name wrapped): nothing scrolls
  // sideways, and every card's Revoke is in reach without it.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("heading", { level: 3, name: joiner.name })).toBeVisible();
  await expect(region).toBeHidden();
  const cards = page.getByRole("list", { name: "Open invitations" }).getByRole("listitem");
  await expect(cards.filter({ hasText: email }).getByText(name, { exact: true })).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    await expectInReachOnAPhone(
      page,
      card.getByRole("button", { name: /^Revoke/ }),
      "an invitation's Revoke",
    );
  }
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});
