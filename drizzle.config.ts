import { defineConfig } from "drizzle-kit";

// `npm run db:generate` compares db/schema.ts with the committed migrations and writes the next one.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
