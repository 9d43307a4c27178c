/**
 * The site's public address (issue 41, docs/decisions/142): what every link in an e-mail is built on (sign-in links,
 * the newsletter, confirmations, acknowledgements), never the address a request came in on. The operator's
 * PUBLIC_SITE_URL wins when set; otherwise the address the owner gave at setup or under Settings, kept in the
 * database so every server reads it (one small query a use); before anyone gives one, the address the site was built
 * for.
 */
import { eq, sql } from "drizzle-orm";
import { siteAddress } from "../db/schema.ts";
import type { Database } from "./database.ts";
import { recordAudit, type ChangedBy } from "./staff/audit.ts";

const ROW_ID = 1;

/** Where an e-mail's links point, asked for each time one is written. */
export type SiteUrl = () => Promise<string>;

/** A fixed address (tests, and anything built before a server runs). */
export const fixedSiteUrl =
  (url: string): SiteUrl =>
  async () =>
    url;

/**
 * The site's own addresses (their origins): what a form's next page or a visitor's referrer is checked against, so
 * that it is ours. Never a request's own address (docs/decisions/156).
 */
export type SiteOrigins = () => Promise<readonly string[]>;

/** An absolute link on the site's address. */
export const linkOn = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href;

export type SiteAddressView =
  | { source: "operator"; url: string }
  | { source: "settings"; url: string; updatedBy: string; updatedAt: Date }
  | { source: "none"; url: string };

export function createSiteAddress(
  db: Database,
  options: {
    /** PUBLIC_SITE_URL, when set for this server. */ operator?: string;
    /** The build's address. */ fallback: string;
  },
) {
  const operator = options.operator?.trim() ? options.operator.trim().replace(/\/+$/, "") : null;

  async function row() {
    const [found] = await db.select().from(siteAddress).where(eq(siteAddress.id, ROW_ID));
    return found ?? null;
  }

  async function current(): Promise<string> {
    if (operator) return operator;
    return (await row())?.url ?? options.fallback;
  }

  return {
    /** The operator set it for this server (PUBLIC_SITE_URL): setup does not ask, and Settings only shows it. */
    setByOperator: Boolean(operator),

    /** The address links are built on now. */
    current,

    /**
     * The site's own origins: the public address above, and the one the pages were built for (their canonical
     * address, where visitors may still arrive), each once.
     */
    async origins(): Promise<readonly string[]> {
      return [...new Set([await current(), options.fallback].map((url) => new URL(url).origin))];
    },

    /** Nobody has given the address yet (and the operator did not set it): setup asks for it. */
    async needed(): Promise<boolean> {
      return !operator && !(await row());
    },

    async view(): Promise<SiteAddressView> {
      if (operator) return { source: "operator", url: operator };
      const saved = await row();
      return saved
        ? { source: "settings", url: saved.url, updatedBy: saved.updatedBy, updatedAt: saved.updatedAt }
        : { source: "none", url: options.fallback };
    },

    /** Keeps the address (read by app/features/admin/site-address.ts), recorded in the activity record. */
    async save(url: string, by: ChangedBy): Promise<void> {
      await db.transaction(async (tx) => {
        const values = { url, updatedBy: by.actor.name, updatedAt: sql`now()` };
        await tx
          .insert(siteAddress)
          .values({ id: ROW_ID, ...values })
          .onConflictDoUpdate({ target: siteAddress.id, set: values });
        await recordAudit(tx, {
          ...by,
          action: "site-address-set",
          summary: `${by.actor.name} set the site's address to ${url}: links in e-mails lead there.`,
        });
      });
    },
  };
}

export type SiteAddress = ReturnType<typeof createSiteAddress>;
