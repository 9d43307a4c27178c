// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { pages } from "#app/content/collections.ts";
import { readContent } from "#app/content/read-content.ts";
import type { PRIVACY_FORMS } from "#app/content/schema.ts";
import { AdventureApplicationFormView } from "#app/features/forms/adventure-application-form.tsx";
import { ContactFormView } from "#app/features/forms/contact-form.tsx";
import { FooterNewsletterForm } from "#app/features/forms/footer-newsletter-form.tsx";
import { HomeNewsletterForm } from "#app/features/forms/home-newsletter-form.tsx";
import { TourRequestFormView } from "#app/features/private-tours/tour-request-form.tsx";
import { PRIVACY_PATH } from "./paths.ts";

afterEach(cleanup);

const content = readContent();
const page = <K extends keyof typeof pages>(key: K) =>
  content.pages[key] as unknown as z.infer<(typeof pages)[K]>;
/** The link's words, where the owner edits them: the privacy settings, beside the notice's list of what is kept. */
const words = content.privacy.formLink;
const adventure = page("adventure-cats");
const privateTours = page("private-tours");

/**
 * Every public form the notice describes, drawn as its page draws it, with its button's words. The record's type
 * names each of the notice's forms, so a new form cannot be left out of this test.
 */
const forms: Record<Exclude<(typeof PRIVACY_FORMS)[number], "staff-accounts">, [ReactElement, string][]> = {
  contact: [[<ContactFormView key="contact" sentNote="." privacyLink={words} />, "Send Message"]],
  newsletter: [
    [
      <HomeNewsletterForm key="home" consentLabel={content.newsletter.homeConsent} privacyLink={words} />,
      "Subscribe",
    ],
    [<FooterNewsletterForm key="footer" privacyLink={words} />, "Subscribe"],
  ],
  "private-tour": [
    [
      <TourRequestFormView
        key="tour"
        copy={privateTours.request}
        estimateTitle={privateTours.calculator.formTitle}
        privacyLink={words}
      />,
      privateTours.request.submit,
    ],
  ],
  "adventure-cats": [
    [
      <AdventureApplicationFormView
        key="adventure"
        tooManyAttempts={adventure.apply.tooManyAttempts}
        waiverLinkLabel={adventure.waiverSummary.link}
        rulesHref="#safety-rules"
        privacyLink={words}
      />,
      "Submit Application",
    ],
  ],
};

describe('"How we use this" beside every form\'s button', () => {
  it.each(Object.entries(forms).flatMap(([form, drawn]) => drawn.map((entry) => [form, ...entry] as const)))(
    "%s: the link to the notice, in the privacy settings' words, sits beside the button",
    (_form, element, submit) => {
      const { container } = render(element);
      const button = within(container).getByRole("button", { name: submit });
      const link = within(container).getByRole("link", { name: words });
      expect(link.getAttribute("href")).toBe(PRIVACY_PATH);
      expect(link.parentElement).toBe(button.parentElement);
      expect(screen.getAllByRole("link", { name: words })).toHaveLength(1);
    },
  );
});
