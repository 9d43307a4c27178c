import type { Page } from "@playwright/test";
import { addDays, firstOfKind, newYorkToday } from "../../../app/features/private-tours/tour-request.ts";
import { content, pageCopy } from "./content.ts";

const { privateTour } = content.tourFacts;
export const today = newYorkToday();

/** The first date from `from` days ahead that is a weekday (or a weekend day). */
const dateAhead = (from: number, weekend: boolean) => firstOfKind(addDays(today, from), weekend);

/** Dates a request may ask for today (past each notice period), and one too soon for any. */
export const requestDates = {
  weekday: dateAhead(privateTour.weekdayNoticeWeeks * 7 + 1, false),
  weekend: dateAhead(privateTour.weekendNoticeWeeks.min * 7 + 1, true),
  tooSoon: dateAhead(3, false),
};

/** A request as the form posts it, naming itself by its message. */
export function requestForm(message: string): Record<string, string> {
  return {
    name: "Durable Dana",
    email: "dana@example.com",
    phone: "",
    date1: requestDates.weekday,
    date2: requestDates.weekend,
    date3: "",
    guests: "9",
    occasion: "family",
    neighborhood: "mix",
    accessibility: "",
    message,
    consent: "yes",
    website: "",
  };
}

const form = pageCopy("private-tours").request;

/** The request form's fields on the private tours page, by their labels in content. */
export function requestFormFields(page: Page) {
  const section = page.locator("#request");
  return {
    section,
    name: section.getByLabel(form.name),
    email: section.getByLabel(form.email),
    phone: section.getByLabel(form.phone),
    date1: section.getByLabel(form.date1),
    date2: section.getByLabel(form.date2),
    date3: section.getByLabel(form.date3),
    occasion: section.getByLabel(form.occasion),
    neighborhood: section.getByLabel(form.neighborhood),
    accessibility: section.getByLabel(form.accessibility),
    message: section.getByLabel(form.message),
    guests: section.getByLabel(/Number of guests/),
    consent: section.getByLabel(form.consent),
    submit: section.getByRole("button", { name: form.submit }),
    total: section.locator("[data-estimate-total]"),
  };
}

/** Fills a request a guide can plan, in the browser; `name` and `message` make it findable. */
export async function fillRequest(page: Page, name: string, message: string) {
  const fields = requestFormFields(page);
  await fields.name.fill(name);
  await fields.email.fill("ada.lovelace@example.com");
  await fields.date1.fill(requestDates.weekday);
  await fields.date2.fill(requestDates.weekend);
  await fields.occasion.selectOption({ label: form.occasions.corporate });
  await fields.neighborhood.selectOption({ label: form.mix });
  await fields.accessibility.fill("One of us walks with a cane.");
  await fields.message.fill(message);
  await fields.consent.check();
  return fields;
}
