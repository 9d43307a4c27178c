import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";
import { expect, test } from "./fixtures.ts";
import { content } from "./support/content.ts";
import { pressAndWait } from "./support/publishing.ts";
import { startOnCheckout, type CheckoutServer } from "./support/site-checkout.ts";
import { requestForm } from "./support/private-tours.ts";
import { factsIn } from "../../app/content/tokens.ts";
import { CONTENT_PAGE } from "../../app/features/admin/staff-sections.ts";
import { TOKEN_IN_BRACES } from "./support/developer-words.ts";
import { contactMessage, developerWords, newClient, signInInBrowser, STAFF_PAGES } from "./support/staff.ts";

/** A photo as a phone might take one: a JPEG of the given size, two colors so sizes differ. */
function photo(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: { create: { width: width >> 1, height: height >> 1, channels: 3, background: "#2b4b5c" } },
        top: height >> 2,
        left: width >> 2,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Answers the upload dialog: the photo, then (unless told not to) its description, then Upload. */
async function uploadInDialog(page: Page, file: { name: string; buffer: Buffer }, description: string) {
  const dialog = page.getByRole("dialog", { name: "Upload a picture" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose a photo" }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: "image/jpeg", buffer: file.buffer });
  await dialog.getByRole("textbox", { name: "Description" }).fill(description);
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/**
 * The content editor (Keystatic, /keystatic) and its API, on a throwaway clone of the site (writes land in its
 * content/, never in this checkout's).
 */

/** The session's CSRF token, which the editor sends with each of its API calls. */
async function csrfToken(page: Page, server: CheckoutServer): Promise<string> {
  const html = await (await page.request.get(`${server.url}/admin`)).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(token, "the session's CSRF token").not.toBe("");
  return token;
}

/** An update as the editor sends it: files to write (base64) and files to delete. */
function update(files: Record<string, string>, deletions: string[] = []) {
  return JSON.stringify({
    additions: Object.entries(files).map(([path, text]) => ({
      path,
      contents: Buffer.from(text).toString("base64url"),
    })),
    deletions: deletions.map((path) => ({ path })),
  });
}

function postUpdate(request: APIRequestContext, url: string, csrf: string, body: string) {
  return request.post(url, {
    headers: { "content-type": "application/json", "no-cors": "1", "x-csrf-token": csrf },
    data: body,
  });
}

test.describe("the content editor", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: CheckoutServer;
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(300_000);
    server = await startOnCheckout();
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.remove();
  });

  test("every spelling of the update address meets the same rules: only content files staff may change", async ({
    page,
  }) => {
    await signInInBrowser(page, server.url);
    const csrf = await csrfToken(page, server);
    const evil = {
      "content/blog/evil.html": "<script>alert(1)</script>",
      "content/images/blog/evil.svg": "<svg/>",
    };
    for (const path of [
      "/api/keystatic/update",
      "/api/keystatic//update",
      "/api/keystatic///update",
      "/api/keystatic/upd%61te",
      "/api/keystatic/%75pdate",
    ]) {
      const response = await postUpdate(page.request, `${server.url}${path}`, csrf, update(evil));
      expect(response.status(), path).toBe(400);
      expect(await response.text(), path).toContain("That is not a content file staff can change");
    }
    for (const file of Object.keys(evil)) expect(existsSync(join(server.root, file)), file).toBe(false);
  });

  test("writes never follow a symbolic link, to a file or through a folder", async ({ page }) => {
    await signInInBrowser(page, server.url);
    const csrf = await csrfToken(page, server);
    const outside = join(server.root, "outside.txt");
    writeFileSync(outside, "the project's own file\n");
    symlinkSync(outside, join(server.root, "content/blog/linked-post.md"));
    mkdirSync(join(server.root, "outside-folder"));
    symlinkSync(join(server.root, "outside-folder"), join(server.root, "content/images/linked"));
    for (const [file, text] of [
      ["content/blog/linked-post.md", "---\ntitle: Overwritten\n---\n"],
      ["content/images/linked/cat.yaml", "alt: A cat\n"],
    ] as const) {
      const response = await postUpdate(
        page.request,
        `${server.url}/api/keystatic/update`,
        csrf,
        update({ [file]: text }),
      );
      expect(response.status(), file).toBe(400);
      expect(await response.text(), file).toContain("a link to somewhere else");
    }
    expect(readFileSync(outside, "utf8")).toBe("the project's own file\n");
    expect(existsSync(join(server.root, "outside-folder/cat.yaml"))).toBe(false);
    // The links go again: the next tests publish this checkout, and a link is no post.
    for (const link of ["content/blog/linked-post.md", "content/images/linked"])
      rmSync(join(server.root, link));
  });

  test("the editor's file tree lists content/ and nothing else of the project", async ({ page }) => {
    await signInInBrowser(page, server.url);
    const response = await page.request.get(`${server.url}/api/keystatic/tree`, {
      headers: { "no-cors": "1" },
    });
    expect(response.status()).toBe(200);
    const paths = ((await response.json()) as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain("content/settings/tours.yaml");
    expect(paths.filter((path) => path !== "content" && !path.startsWith("content/"))).toEqual([]);
  });

  test("a form posted to the update address gets a 415 in words, not a server error", async ({ page }) => {
    await signInInBrowser(page, server.url);
    const csrf = await csrfToken(page, server);
    const response = await page.request.post(`${server.url}/api/keystatic/update`, {
      form: { csrf, additions: "content/blog/evil.md" },
    });
    expect(response.status()).toBe(415);
    expect(await response.text()).toContain(
      "Unsupported content type: the editor sends its changes as JSON.",
    );
  });

  test("leaving an entry with changes not saved asks first, and Save says Saved", async ({ page }) => {
    const facts = join(server.root, "content/settings/tours.yaml");
    const before = readFileSync(facts, "utf8");
    const price = content.tourFacts.price;
    await signInInBrowser(page, server.url);
    await page.goto(`${server.url}/keystatic/singleton/tourFacts`);
    const field = page.getByRole("textbox", { name: "Price", exact: true });
    await field.fill(String(price + 1), { timeout: 60_000 });
    // A number field takes what was typed when the focus leaves it.
    await field.press("Tab");
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    // A link to another staff page: the site's own question, and Stay keeps the change on screen.
    const back = page.getByRole("navigation", { name: "Staff area" });
    await back.getByRole("link", { name: CONTENT_PAGE.label, exact: true }).click();
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole("button", { name: "Stay" })).toBeFocused();
    await ask.getByRole("button", { name: "Stay" }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(`${server.url}/keystatic/singleton/tourFacts`);
    await expect(field).toHaveValue(String(price + 1));
    // Closing or reloading the tab: the browser's own question (dismissed: the page stays).
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
    );
    await page.evaluate(() => window.location.reload());
    expect(await asked).toBe("beforeunload");
    await expect(field).toHaveValue(String(price + 1));

    // Save says so beside the button, and then leaving asks nothing.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(back.getByRole("status")).toContainText("Saved");
    await back.getByRole("link", { name: CONTENT_PAGE.label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: CONTENT_PAGE.label })).toBeVisible();
    await expect(page.getByRole("list", { name: "Changes not yet published" })).toContainText(
      `Tour price: $${price} → $${price + 1}`,
    );
    // As it was, for the publishes of the tests after this one.
    writeFileSync(facts, before);
  });

  test("a post written with an uploaded header picture and pictures in its text is live with their descriptions", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const title = "The Harbor Cats of Red Hook";
    const slug = "the-harbor-cats-of-red-hook";
    const header = { name: "IMG_2041.JPG", buffer: await photo(1600, 1000, "#c8553d") };
    const headerDescription = "A ginger cat asleep on a coil of rope at the end of the Red Hook pier.";
    const inline = { name: "beard-street-tabbies.jpg", buffer: await photo(1200, 900, "#2f5d62") };
    const inlineDescription = "Two tabbies on the loading dock of the Beard Street warehouse at dusk.";
    // A picture already on the site, found in the library by a word of its description.
    const [chosenName, chosenDescription] = Object.entries(content.pictures).find(([name]) =>
      name.startsWith("gallery/"),
    )!;
    await signInInBrowser(page, server.url);
    await page.goto(`${server.url}/keystatic/collection/posts/create`);
    await page.getByRole("textbox", { name: "Title" }).fill(title, { timeout: 60_000 });
    // The post's number is the system's: never asked for.
    await expect(page.getByRole("textbox", { name: "Excerpt" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /number|^id$/i })).toHaveCount(0);
    // The author field says whose name it is: the writer's.
    await expect(page.getByRole("textbox", { name: "Written by" })).toHaveAccessibleDescription(
      /writer's name/,
    );
    await page
      .getByRole("textbox", { name: "Excerpt" })
      .fill("The grain piers of Red Hook kept a cat for every warehouse, and the longshoremen fed them all.");
    await page.getByRole("textbox", { name: "Date", exact: true }).fill("2026-11-21");
    await page.getByRole("group", { name: /Tags/ }).getByRole("button", { name: "Add" }).click();
    const tag = page.getByRole("dialog", { name: "Add item" });
    await tag.getByRole("textbox", { name: "Tag" }).fill("Harbor Cats");
    await tag.getByRole("button", { name: "Add" }).click();
    await expect(tag).toBeHidden();

    // The header picture: an upload is refused until it has its description, then stored with it.
    const headerField = page.getByRole("group", { name: "Header picture" });
    await headerField.getByRole("button", { name: "Upload a picture" }).click();
    const upload = page.getByRole("dialog", { name: "Upload a picture" });
    const chooser = page.waitForEvent("filechooser");
    await upload.getByRole("button", { name: "Choose a photo" }).click();
    await (await chooser).setFiles({ name: header.name, mimeType: "image/jpeg", buffer: header.buffer });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByText("Describe the picture before you upload it")).toBeVisible();
    await upload.getByRole("button", { name: "Cancel" }).click();
    await expect(upload).toBeHidden();
    expect(existsSync(join(server.root, "content/images/blog/a-ginger-cat-asleep-on-a.jpg"))).toBe(false);
    await headerField.getByRole("button", { name: "Upload a picture" }).click();
    await uploadInDialog(page, header, headerDescription);
    await expect(headerField.getByText(headerDescription)).toBeVisible();

    // The text: two paragraphs, an uploaded picture after the first and a chosen one after the second.
    const text = page.getByRole("textbox", { name: "Text" });
    await text.click();
    await expect(text).toBeFocused();
    await page.keyboard.type("The harbor cats kept the grain stores free of rats.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("By 1900 every pier had a cat of its own.");
    const pictures = page.getByRole("group", { name: "Picture in the text" });
    /** The Image command after a paragraph: "/" opens the editor's insert menu, as its + button does. */
    const insertImageAfter = async (words: string) => {
      await text.getByText(words).click();
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      const menu = page.getByRole("listbox", { name: "Insert menu" });
      // The menu opens on a "/" that arrives by itself: typed together with the letters after it (as a busy browser
      // may take them), it is only text. So, as a person does, type the "/", wait for the menu, then the command.
      await expect(async () => {
        await page.keyboard.press("/");
        try {
          await expect(menu).toBeVisible({ timeout: 5_000 });
        } catch (error) {
          await page.keyboard.press("Backspace");
          throw error;
        }
      }).toPass({ timeout: 60_000 });
      await page.keyboard.type("Image");
      // Typed letters narrow the menu, and it may sit above the line, so its options move as it narrows: the command
      // is chosen with the keyboard once Image is the only one left (a click could land where an option was).
      const image = menu.getByRole("option");
      await expect(image).toHaveText([/^Image/]);
      await expect(image).toHaveAttribute("data-focused", "true");
      const count = await pictures.count();
      await page.keyboard.press("Enter");
      await expect(pictures).toHaveCount(count + 1);
    };
    await insertImageAfter("free of rats.");
    await pictures.first().getByRole("button", { name: "Upload a picture" }).click();
    await uploadInDialog(page, inline, inlineDescription);
    await expect(pictures.first().getByText(inlineDescription)).toBeVisible();
    await insertImageAfter("of its own.");
    // The new block, wherever the editor put it: the one with no picture yet (twice in CI the second block was not
    // the second in the page, and the test waited on the first one's buttons).
    const choose = { name: "Choose from the site's pictures" };
    const added = pictures.filter({ has: page.getByRole("button", choose) });
    await expect(added).toHaveCount(1);
    await added.getByRole("button", choose).click();
    const library = page.getByRole("dialog", { name: "Choose a picture" });
    const word = chosenDescription.split(/\W+/).filter((each) => each.length > 5)[1]!;
    await library.getByRole("searchbox", { name: "Search the pictures" }).fill(word);
    await library.getByRole("button", { name: chosenDescription, exact: true }).click();
    await expect(library).toBeHidden();
    await expect(pictures.getByText(chosenDescription)).toBeVisible();
    await expect(pictures.getByText(inlineDescription)).toBeVisible();

    const saved = page.waitForResponse((response) => response.url().endsWith("/api/keystatic/update"));
    await page.getByRole("button", { name: "Create" }).click();
    expect((await saved).status()).toBe(200);
    const file = readFileSync(join(server.root, `content/blog/${slug}.md`), "utf8");
    expect(file).toMatch(
      new RegExp(`^---\nid: ${Math.max(...content.posts.map((post) => post.meta.id)) + 1}\n`),
    );
    // A second post on the same address is refused at Save, in words naming the first by its title.
    const twin = await postUpdate(
      page.request,
      `${server.url}/api/keystatic/update`,
      await csrfToken(page, server),
      update({ [`content/blog/${slug}.md`]: `---\ntitle: ${title}\n---\n\nAnother text.\n` }),
    );
    expect(twin.status()).toBe(409);
    expect(await twin.text()).toContain(`The post "${title}" already has the address /blog/${slug}.`);
    expect(readFileSync(join(server.root, `content/blog/${slug}.md`), "utf8")).toBe(file);
    const uploadedHeader = /^image: (blog\/[a-z0-9-]+)$/m.exec(file)?.[1];
    expect(uploadedHeader, "the header picture's name").toBe("blog/a-ginger-cat-asleep-on-a");
    expect(file).toContain('{% picture name="blog/beard-street-tabbies" /%}');
    expect(file).toContain(`{% picture name="${chosenName}" /%}`);
    // The save and both uploads are in the Activity record, in the editor's words.
    const activity = await (await page.request.get(`${server.url}/admin/activity`)).text();
    expect(activity).toContain(`saved Blog post: ${title} in the editor (not yet published).`);
    expect(activity).toContain(`uploaded a new picture, &quot;${headerDescription}&quot;, in the editor`);
    expect(activity).toContain(`uploaded a new picture, &quot;${inlineDescription}&quot;, in the editor`);

    // Published through the Content page as staff publish: the pictures go through the image pipeline.
    await page.goto(`${server.url}/admin/content`);
    await pressAndWait(page, server, page.getByRole("button", { name: "Publish" }), "done");
    await page.goto(`${server.url}/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    for (const [description, shape] of [
      [headerDescription, 1.6],
      [inlineDescription, 4 / 3],
      [chosenDescription, undefined],
    ] as const) {
      const image = page.getByRole("img", { name: description, exact: true });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      const { src, width, height } = await image.evaluate((element: HTMLImageElement) => ({
        src: element.currentSrc,
        width: element.naturalWidth,
        height: element.naturalHeight,
      }));
      if (shape) {
        // A photo is served in the pipeline's sizes and formats, not as uploaded.
        expect(src, description).toMatch(/\/images\/blog\/[a-z0-9-]+-\d+\.[0-9a-f]+\.(avif|webp)$/);
        expect(width / height, description).toBeCloseTo(shape, 1);
      }
    }
    // The chosen picture is the site's own drawing, with the description it has everywhere: a figure of the post,
    // wherever the editor put its block (it may go in before the uploaded one, where the caret was).
    await expect(
      page.locator("article figure").getByRole("img", { name: chosenDescription, exact: true }),
    ).toHaveCount(1);
  });

  test("a tour opens at the words visitors read, its settings last under their heading, and a save keeps its file's fields where they were", async ({
    page,
  }) => {
    const tour = content.tours[0]!;
    const file = join(server.root, `content/tours/${tour.slug}.yaml`);
    const before = readFileSync(file, "utf8");
    await signInInBrowser(page, server.url);
    await page.goto(`${server.url}/keystatic/collection/tours/item/${tour.slug}`);
    const form = page.getByRole("main").first();
    // The tour's name first, as its page's heading; its place in lists, address and search words after "Settings".
    await expect(form.getByRole("textbox").first()).toHaveValue(tour.name, { timeout: 60_000 });
    const settings = form.getByRole("heading", { name: "Settings", exact: true });
    const top = async (what: Locator) => (await what.boundingBox())!.y;
    const [questions, heading, place, browserTitle] = await Promise.all([
      top(form.getByText("Questions and answers", { exact: true })),
      top(settings),
      top(form.getByLabel("Place in lists").first()),
      top(form.getByRole("textbox", { name: "Browser title" })),
    ]);
    expect(questions, "the questions before the settings").toBeLessThan(heading);
    expect(place, "the place in lists under Settings").toBeGreaterThan(heading);
    expect(browserTitle, "the browser title under Settings").toBeGreaterThan(heading);

    // A save writes the file with its fields where they were (the editor writes them in its form's order), and
    // changes only the field changed.
    const shortName = form.getByRole("textbox", { name: "Short name" });
    await shortName.fill(`${tour.shortName} walk`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("status")).toContainText(
      "Saved",
    );
    const [was, saved] = [before, readFileSync(file, "utf8")].map(
      (text) => parseYaml(text) as Record<string, unknown>,
    );
    expect(Object.keys(saved!)).toEqual(Object.keys(was!));
    expect(saved).toEqual({ ...was, shortName: `${tour.shortName} walk` });
    // As it was, for the tests after this one.
    writeFileSync(file, before);
  });

  test("blog posts are listed by title and letters by subject, the address after, and found by words of the title", async ({
    page,
  }) => {
    await signInInBrowser(page, server.url);
    await page.goto(`${server.url}/keystatic/collection/posts`);
    const list = page.getByRole("grid");
    const headings = list.getByRole("columnheader");
    await expect(headings.first()).toHaveText(/^Title/, { timeout: 60_000 });
    await expect(headings.last()).toHaveText("Address");
    // In the order of their titles, as the owner thinks of them.
    const [first] = content.posts
      .map((post) => post.meta.title)
      .sort(new Intl.Collator(undefined, { sensitivity: "base" }).compare);
    await expect(list.getByRole("row").nth(1)).toContainText(first!);
    // Words of a title find its post, though its address has none of them spelled that way.
    const post = content.posts.find((each) => !each.meta.slug.includes(each.meta.title.toLowerCase()))!;
    await page.getByRole("searchbox").fill(post.meta.title);
    await expect(list.getByRole("row")).toHaveCount(2);
    await expect(list.getByRole("row").nth(1)).toContainText(post.meta.slug);

    await page.goto(`${server.url}/keystatic/collection/newsletterIssues`);
    await expect(headings.first()).toHaveText(/^Subject/, { timeout: 60_000 });
    await expect(headings.last()).toHaveText("Address");
  });

  test("after a week of the owner's work, no staff page, export or e-mail shows a developer's word", async ({
    page,
    browser,
  }) => {
    // Every staff page and two editor pages, one after another: on a busy machine the editor's pages alone take a minute.
    test.setTimeout(240_000);
    await signInInBrowser(page, server.url);
    const csrf = await csrfToken(page, server);
    // The week (with the saves, uploads and publish of the tests before): a visitor's message and private-tour request,
    // a newsletter issue written and a picture uploaded in the editor.
    const visitor = newClient();
    const message = await page.request.post(`${server.url}/api/v1.0/email/send`, {
      headers: visitor,
      data: contactMessage("a week of staff words"),
    });
    expect(message.status()).toBe(200);
    const request = await page.request.post(`${server.url}/tours/private-tours`, {
      headers: visitor,
      form: requestForm("A walk for our book club, who read about the ferry cats."),
      maxRedirects: 0,
    });
    expect(request.status(), "the private-tour request").toBe(303);
    const subject = "December walks by lamplight";
    const issue = "december-walks-by-lamplight";
    const saved = await postUpdate(
      page.request,
      `${server.url}/api/keystatic/update`,
      csrf,
      update({
        [`content/newsletter/${issue}.md`]: `---\nsubject: ${subject}\npreheader: Two winter walks under the gas lamps of Brooklyn Heights.\n---\n\nDear reader,\n\nThe lamps are lit.\n`,
      }),
    );
    expect(saved.status(), "the newsletter issue saved").toBe(200);
    const description = "A tabby asleep on the base of a lamppost on Orchard Street.";
    const uploaded = await page.request.post(`${server.url}/admin/pictures`, {
      headers: { "x-csrf-token": csrf },
      multipart: {
        file: { name: "IMG_3001.JPG", mimeType: "image/jpeg", buffer: await photo(800, 600, "#9e3b2f") },
        description,
        folder: "blog",
      },
    });
    expect(uploaded.status(), "the picture uploaded").toBe(201);

    // Changes are named by what they are.
    await page.goto(`${server.url}/admin/content`);
    const pending = page.getByRole("list", { name: "Changes not yet published" });
    await expect(pending).toContainText(`New newsletter issue: ${subject}`);
    await expect(pending).toContainText(`New picture: ${description}`);

    // A sent letter opens in the editor, which says when it went out; its featured posts are listed by their titles.
    const letter = content.newsletterIssues.find(
      (each) => each.meta.sentAt && each.meta.featuredPosts.length,
    )!;
    const featured = content.posts.find((post) => post.meta.slug === letter.meta.featuredPosts[0])!;
    await page.goto(`${server.url}/keystatic/collection/newsletterIssues/item/${letter.slug}`);
    await expect(page.getByText(featured.meta.title, { exact: true }).first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(featured.meta.slug, { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Sent on \w+ \d+, \d{4}\.$/)).toBeVisible();

    // A tour's page in the editor: its breadcrumbs end in its name, and it says where its price is set.
    const tour = content.tours.find((each) => each.slug.split("-").length > 2) ?? content.tours[0]!;
    await page.goto(`${server.url}/keystatic/collection/tours/item/${tour.slug}`);
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText(tour.name, {
      timeout: 60_000,
    });
    await expect(
      page
        .getByRole("group", { name: "Price, length and distance" })
        .getByRole("link", { name: "Tour facts" }),
    ).toHaveAttribute("href", "/keystatic/singleton/tourFacts", { timeout: 60_000 });

    // Every staff page, signed in and out, the Activity export and the outbox's e-mails: in staff words only.
    const problems: string[] = [];
    const check = (where: string, text: string) =>
      problems.push(...developerWords(text).map((word) => `${where}: ${word}`));
    for (const path of [...STAFF_PAGES.signedIn, `/admin/newsletter/${issue}`]) {
      await page.goto(`${server.url}${path}`);
      // Less a note staff forward to whoever runs the server (Backups without a key), which names a setting.
      const notes = await page.locator("[data-server-note]").allInnerTexts();
      check(
        path,
        notes.reduce((text, note) => text.replace(note, ""), await page.locator("body").innerText()),
      );
    }
    // The editor's pages of a letter, a tour and a post as staff read them: labels, help and breadcrumbs; and in its
    // boxes, which hold the company's own text, each fact as a chip in words, never a token in braces. The letter and
    // the post show facts in their text, which the editor's Markdoc box draws as chips (fact-component.tsx): as many
    // chips as the file has facts, a tag or (a file not rewritten) a token.
    const text = (file: string) =>
      readFileSync(join(server.root, file), "utf8").replace(/^---[\s\S]*?\n---\n/, "");
    const factPost = content.posts.find((post) => factsIn(text(post.file)).length)!;
    for (const [path, facts] of [
      [`/keystatic/collection/newsletterIssues/item/${letter.slug}`, factsIn(text(letter.file)).length],
      [`/keystatic/collection/tours/item/${tour.slug}`, 0],
      [`/keystatic/collection/posts/item/${factPost.meta.slug}`, factsIn(text(factPost.file)).length],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
      await expect(crumbs).toBeVisible({ timeout: 60_000 });
      await expect(crumbs).not.toContainText(path.split("/").pop()!, { timeout: 60_000 });
      // The breadcrumbs come before the entry has loaded.
      if (facts) {
        await expect(page.locator(".ProseMirror")).toBeVisible({ timeout: 60_000 });
        const chips = await page.locator(".ProseMirror [data-fact]").count();
        if (chips !== facts) problems.push(`${path}: ${facts} facts in the text, ${chips} shown as chips`);
      }
      const boxes = page.locator("textarea, input, [data-facts], .ProseMirror");
      await expect(boxes.first()).toBeVisible();
      for (const text of await boxes.evaluateAll((each) =>
        each.map((box) =>
          box instanceof HTMLElement && (box.dataset.facts !== undefined || box.isContentEditable)
            ? box.innerText
            : (box as HTMLInputElement).value,
        ),
      ))
        problems.push(...[...text.matchAll(TOKEN_IN_BRACES)].map(([token]) => `${path}, in a box: ${token}`));
      await page.addStyleTag({ content: "textarea, input, [contenteditable] { display: none !important }" });
      check(path, await page.locator("body").innerText());
    }
    check("the Activity export", await (await page.request.get(`${server.url}/admin/activity.csv`)).text());
    const signedOut = await browser.newPage();
    for (const path of STAFF_PAGES.signedOut) {
      await signedOut.goto(`${server.url}${path}`);
      check(path, await signedOut.locator("body").innerText());
    }
    await signedOut.close();
    expect(problems).toEqual([]);
  });

  test("every editor page loads with no console error, in the site's own typeface", async ({ page }) => {
    // Over thirty editor pages, one after another (90 s in a full run): MAX_TEST_TIME is three times that.
    test.setTimeout(300_000);
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith("data:"))
        outside.push(request.url());
    });
    await signInInBrowser(page, server.url);
    await page.goto(`${server.url}/keystatic`);
    // The editor's own sidebar, not the staff bar above it.
    const sidebar = page.getByRole("navigation").filter({ hasNotText: "Staff area" }).first();
    await expect(sidebar.getByRole("link").first()).toBeVisible({ timeout: 60_000 });
    // The way back to the Content page (to publish) and to the staff area, on every editor page.
    const back = page.getByRole("navigation", { name: "Staff area" });
    await expect(back.getByRole("link", { name: CONTENT_PAGE.label, exact: true })).toHaveAttribute(
      "href",
      "/admin/content#publish",
    );
    await expect(back.getByRole("link", { name: "Staff area" })).toHaveAttribute("href", "/admin");
    // It covers none of the editor: the editor starts below it and ends at the window's bottom edge.
    const [bar, editor] = await Promise.all([back.boundingBox(), page.locator("main").first().boundingBox()]);
    const windowHeight = await page.evaluate(() => window.innerHeight);
    expect(editor!.y, "the editor starts below the staff bar").toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(editor!.y + editor!.height, "the editor ends at the window's bottom").toBeLessThanOrEqual(
      windowHeight + 1,
    );
    const links = await sidebar
      .getByRole("link")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
    expect(links.length, "every singleton and collection in the sidebar").toBeGreaterThan(30);
    // Each page in turn, as staff move through the sidebar (the fixture fails the test on any console error).
    for (const href of links) {
      await sidebar.locator(`a[href="${href}"]`).click();
      await page.waitForURL(`${server.url}${href}`);
      await expect(page.getByRole("main").first()).toBeVisible();
    }
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain("Inter Variable");
    expect(outside, "requests outside the site").toEqual([]);
    // The editor keeps asking the server for changes: leave before the server is stopped after the last test.
    await page.goto("about:blank");
  });
});
