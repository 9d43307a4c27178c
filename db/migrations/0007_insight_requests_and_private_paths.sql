ALTER TABLE "insight_daily" ADD COLUMN "requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "insight_rollups" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (issue 25): pages whose address carries a token or a person's own page (a private-tour request's
-- confirmation, newsletter and sign-in links, staff pages) were counted before; what was stored of them is deleted.
-- The same addresses as app/features/insights/private-paths.ts; the server never records them again.
DELETE FROM "insight_events" WHERE "path" ~ '^/(admin([/.]|$)|keystatic(/|$)|api/|newsletter/(confirm|unsubscribe)(/|$)|tours/private-tours/request(/|$))';--> statement-breakpoint
DELETE FROM "insight_daily" WHERE "dimension" = 'page' AND "value" ~ '^/(admin([/.]|$)|keystatic(/|$)|api/|newsletter/(confirm|unsubscribe)(/|$)|tours/private-tours/request(/|$))';
