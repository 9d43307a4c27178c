CREATE TABLE "newsletter_signups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"form" text NOT NULL,
	"consent_wording" text NOT NULL,
	"consent_version" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"client_hash" text NOT NULL,
	"nonce" text,
	"sends" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"staff" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"preferred_dates" date[] NOT NULL,
	"guests" integer NOT NULL,
	"estimate" integer NOT NULL,
	"occasion" text NOT NULL,
	"neighborhood" text NOT NULL,
	"accessibility" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"consent" boolean NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"chosen_date" date,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "tour_request_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "newsletter_signup_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Addresses stored before double opt-in keep the state they had: on the list, or unsubscribed.
UPDATE "subscribers" SET "status" = CASE WHEN "unsubscribed_at" IS NULL THEN 'subscribed' ELSE 'unsubscribed' END;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD CONSTRAINT "newsletter_signups_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_request_events" ADD CONSTRAINT "tour_request_events_request_id_tour_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tour_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_signups_subscriber_idx" ON "newsletter_signups" USING btree ("subscriber_id","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_signups_pending_idx" ON "newsletter_signups" USING btree ("created_at") WHERE "newsletter_signups"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "tour_request_events_request_idx" ON "tour_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_requests_status_created_at_idx" ON "tour_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_tour_request_id_tour_requests_id_fk" FOREIGN KEY ("tour_request_id") REFERENCES "public"."tour_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_newsletter_signup_id_newsletter_signups_id_fk" FOREIGN KEY ("newsletter_signup_id") REFERENCES "public"."newsletter_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('queued', 'sending');