import { Mail } from "#app/components/icons/icons.tsx";
import { InstagramIcon } from "#app/components/ui/instagram-icon.tsx";
import { company, emailHref, links } from "#app/content/site.ts";
import type { Navigation } from "#app/content/schema.ts";
import { ExternalLink } from "#app/components/ui/button.tsx";
import { FooterNewsletterForm } from "#app/features/forms/footer-newsletter-form.tsx";
import { FooterLogo } from "./footer-logo.tsx";

const linkClass =
  "inline-flex min-h-11 items-center text-paper/85 underline-offset-4 hover:text-paper hover:underline";

export function SiteFooter({
  footer,
  privacyLink,
}: {
  footer: Navigation["footer"];
  /** The words of the link to the privacy notice beside the sign-up's button (the privacy settings'). */
  privacyLink: string;
}) {
  return (
    <footer className="bg-ink pb-24 text-paper focus-on-dark md:pb-0">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <FooterLogo />
            <p className="mt-4 max-w-xs text-paper/80">
              {company.tagline} {footer.about}
            </p>
            <ul className="mt-4 space-y-1">
              <li>
                <a href={emailHref} className={linkClass}>
                  <Mail aria-hidden className="mr-2 size-5" />
                  {company.email}
                </a>
              </li>
              <li>
                <ExternalLink href={company.instagram.url} className={linkClass}>
                  <InstagramIcon className="mr-2 size-5" />
                  Instagram {company.instagram.handle}
                </ExternalLink>
              </li>
            </ul>
          </div>
          {footer.groups.map((group, index) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h2 className="font-sans text-sm font-semibold tracking-widest text-marmalade uppercase">
                {group.heading}
              </h2>
              <ul className="mt-3">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <a href={link.to} className={linkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
                {/* The outside links close the last group. */}
                {index === footer.groups.length - 1 ? (
                  <>
                    <li>
                      <ExternalLink href={links.giftCards} className={linkClass}>
                        Gift Cards
                      </ExternalLink>
                    </li>
                    <li>
                      <ExternalLink href={links.petition} className={linkClass}>
                        Sign Our Petition
                      </ExternalLink>
                    </li>
                  </>
                ) : null}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 rounded-2xl bg-white/5 p-6 sm:p-8 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-md">
            <h2 className="text-2xl">{footer.newsletter.title}</h2>
            <p className="mt-2 text-paper/80">{footer.newsletter.text}</p>
          </div>
          <FooterNewsletterForm privacyLink={privacyLink} />
        </div>
        <p className="mt-10 border-t border-paper/15 pt-6 text-sm text-paper/70">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {company.name}. {footer.legal}
        </p>
      </div>
    </footer>
  );
}
