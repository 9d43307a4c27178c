CREATE TABLE "site_address" (
	"id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "staff_origins" CASCADE;