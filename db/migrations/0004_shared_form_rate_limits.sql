CREATE TABLE "form_rate_limits" (
	"form" text NOT NULL,
	"client_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_rate_limits_form_client_hash_window_start_pk" PRIMARY KEY("form","client_hash","window_start")
);
--> statement-breakpoint
CREATE INDEX "form_rate_limits_window_idx" ON "form_rate_limits" USING btree ("window_start");