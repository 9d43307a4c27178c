import { Link } from "react-router";
import type { Route } from "./+types/contact.thanks";
import { ButtonLink, textLinkClasses } from "#app/components/ui/button.tsx";
import { EmailLink } from "#app/components/ui/email-link.tsx";
import { Hero } from "#app/components/ui/hero.tsx";
import { Intro, Section } from "#app/components/ui/section.tsx";
import { artwork } from "#app/lib/artwork.server.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { contactCopy } from "#content/data/contact.ts";

export function loader() {
  return { hero: artwork("heroes/contact") };
}

export const meta: Route.MetaFunction = () => pageMeta("contact-thanks");

/**
 * Where the contact form lands when the browser posted it itself, before or without JavaScript, and the message is
 * stored (docs/decisions/061): the spec's "Message Sent!" and what happens next. With the app running, the form's
 * own panel says the same.
 */
export default function ContactThanks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        image={loaderData.hero}
        height="small"
        overlay="strong"
        eyebrow="Contact"
        title="Message Sent!"
        subtitle={contactCopy.sentNote}
      />
      <Section id="next-steps" eyebrow="What happens next" title="Your note is in our inbox">
        <Intro>
          <p>
            Every guide reads the inbox, so your message reaches whoever knows the answer best. The reply
            comes from our own address; if it hasn't arrived by then, look in your spam folder, or write to us
            there directly:
          </p>
        </Intro>
        <p className="mt-2 text-lg">
          <EmailLink className="text-harbor" />
        </p>
        <p className="mt-4 text-lg text-muted">
          Thought of something else, like the date or how many of you are coming?{" "}
          <Link to="/contact#message" className={textLinkClasses()}>
            Send another message
          </Link>
        </p>
      </Section>
      <Section id="meanwhile" tone="cream" title="While you wait">
        <Intro>
          <p>{contactCopy.bookingText}</p>
        </Intro>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/booking" size="lg">
            Book Your Tour – Only $40!
          </ButtonLink>
          <ButtonLink to="/tours" size="lg" variant="outline">
            Explore Our Tours
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
