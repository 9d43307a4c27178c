import { sql } from "drizzle-orm";
import { subscribers } from "../../db/schema.ts";
import { openDatabase } from "../../server/database.ts";

/**
 * Confirmed readers straight into a server's database, as if each had followed their confirmation link: for tests and
 * the benchmark that need thousands (the sign-up itself is tested elsewhere). On PGlite the server must be stopped
 * (one process a data folder); on Postgres it may run. Answers the addresses, `<prefix>-<n>@example.com`.
 */
export async function addConfirmedReaders(
  storage: { dataDir: string; databaseUrl?: string },
  count: number,
  prefix: string,
): Promise<string[]> {
  const database = await openDatabase(storage);
  const emails = Array.from({ length: count }, (_, n) => `${prefix}-${n}@example.com`);
  try {
    for (let start = 0; start < emails.length; start += 1000) {
      await database.db.insert(subscribers).values(
        emails.slice(start, start + 1000).map((email) => ({
          email,
          clientHash: "seeded",
          status: "subscribed" as const,
          consent: true,
          consentedAt: sql`now()`,
          confirmedAt: sql`now()`,
        })),
      );
    }
  } finally {
    await database.close();
  }
  return emails;
}
