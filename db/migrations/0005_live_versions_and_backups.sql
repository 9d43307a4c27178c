CREATE TABLE "backups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"trigger" text NOT NULL,
	"taken_by" integer,
	"taken_by_name" text DEFAULT '' NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editing_server" (
	"id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"root" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publish_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"step" text DEFAULT 'checking' NOT NULL,
	"started_by" integer,
	"started_by_name" text NOT NULL,
	"restoring" integer,
	"version_id" integer,
	"preview_dir" text,
	"content_fingerprint" text,
	"reason" text DEFAULT '' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"server" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_artifacts" (
	"kind" text NOT NULL,
	"content_fingerprint" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"part" integer NOT NULL,
	"parts" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_artifacts_kind_content_fingerprint_code_part_pk" PRIMARY KEY("kind","content_fingerprint","code","part")
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"commit" text NOT NULL,
	"tree" text NOT NULL,
	"content_fingerprint" text NOT NULL,
	"restored_from" integer,
	"published_by" integer,
	"published_by_name" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_taken_by_staff_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_runs" ADD CONSTRAINT "publish_runs_started_by_staff_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_runs_started_idx" ON "publish_runs" USING btree ("started_at" DESC NULLS LAST);