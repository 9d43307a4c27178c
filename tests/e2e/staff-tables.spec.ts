import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { MAX_FIELD_LENGTH } from "../../app/features/forms/field-rules.ts";
import { expect, test } from "./fixtures.ts";
import { sidewaysOverflow } from "./support/page-checks.ts";
import { expectInReachOnAPhone, newStaffMember, signInInBrowser, STAFF_PHONE } from "./support/staff.ts";

const PHONE = { width: 375, height: 800 };
const LAPTOP = { width: 1280, height: 800 };

/**
 * How dark a sideways-scrolling box is drawn just inside its left and right edges (0 white to 255 black): the median of
 * a column of pixels 2 px in, so the text of a cell that crosses the column does not count.
 */
async function edgeShade(region: Locator) {
  const { data, info } = await sharp(await region.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const column = (x: number) => {
    const shades: number[] = [];
    for (let y = 0; y < info.height; y++) {
      const at = (y * info.width + x) * info.channels;
      shades.push(255 - (data[at]! + data[at + 1]! + data[at + 2]!) / 3);
    }
    return shades.sort((a, b) => a - b)[Math.floor(shades.length / 2)]!;
  };
  return { left: column(2), right: column(info.width - 3) };
}

test("a table wider than a phone shades the edge it has more beyond, and the keyboard scrolls it", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // The tours compared, in the same TableRegion as the staff area's tables (cards on a phone, below).
  await page.goto("/tours");
  // The box the table scrolls in: the region right around it.
  const region = page.getByRole("table").locator("xpath=..");
  await expect(region).toHaveRole("region");
  await expect(region.getByRole("table")).toBeVisible();
  const scroll = () =>
    region.evaluate((box) => ({ at: box.scrollLeft, end: box.scrollWidth - box.clientWidth }));
  expect((await scroll()).end, "the table is wider than the phone").toBeGreaterThan(100);

  // At the start: a shadow on the right, where the rest of the table is; none on the left.
  const start = await edgeShade(region);
  expect(start.right, "the right edge at the start").toBeGreaterThan(start.left + 15);

  // The region takes focus and the arrow keys scroll it to its end, where the shadow has moved to the left.
  await region.focus();
  await expect(region).toBeFocused();
  for (let press = 0; press < 30 && (await scroll()).at < (await scroll()).end - 1; press++) {
    await page.keyboard.press("ArrowRight");
  }
  await expect.poll(async () => (await scroll()).end - (await scroll()).at).toBeLessThan(1);
  const end = await edgeShade(region);
  expect(end.left, "the left edge at the end").toBeGreaterThan(end.right + 15);
});

test("a long name wraps in Activity: in the table on a laptop and in its card on a phone", async ({
  page,
  baseURL,
}) => {
  // A name as long as the form takes, with no space to break at: joining records it as who did what, and the
  // invitation names it in the details.
  const marker = randomUUID().slice(0, 8);
  const name = `${marker}${"Wolfeschlegelsteinhausenbergerdorff".repeat(3)}`.slice(0, MAX_FIELD_LENGTH.name);
  await newStaffMember(baseURL!, "guide", name);

  await page.setViewportSize(LAPTOP);
  await signInInBrowser(page, baseURL!);
  await page.goto("/admin/activity");
  const region = page.getByRole("region", { name: /recorded event/ });
  const ours = region.getByRole("row").filter({ hasText: name }).first();
  const who = ours.getByRole("cell", { name, exact: true });
  await expect(who).toBeVisible();
  expect(
    await region.evaluate((box) => box.scrollWidth - box.clientWidth),
    "sideways scroll at 1280 px",
  ).toBe(0);
  const table = (await region.boundingBox())!;
  expect((await who.boundingBox())!.width, "the name's column").toBeLessThan(table.width / 3);

  await page.setViewportSize(PHONE);
  const card = page.getByRole("listitem").filter({ hasText: name }).first();
  await expect(card).toBeVisible();
  const { overflow, widest } = await sidewaysOverflow(page);
  expect(overflow, `the page beyond a phone's width, px (${widest})`).toBe(0);
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
});

test("the newsletter's issues are cards on a phone, each leading to its issue", async ({ page, baseURL }) => {
  await page.setViewportSize(STAFF_PHONE);
  await signInInBrowser(page, baseURL!);
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("table", { name: "Newsletter issues" })).toBeHidden();
  // The letters in content/ are always there.
  const cards = page.getByRole("list", { name: "Newsletter issues" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const issue = card.getByRole("link");
    await expect(issue).toHaveAttribute("href", /^\/admin\/newsletter\/[\w-]+$/);
    await expectInReachOnAPhone(page, issue, "an issue's link");
  }
});
