CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"visitor_id" text,
	"created_at" bigint NOT NULL,
	"delivered_at" bigint,
	"delivery_error" text
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"tool_slug" text,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text,
	"parameters" jsonb NOT NULL,
	"error_code" text,
	"error_message" text,
	"input_files" jsonb NOT NULL,
	"result_key" text,
	"result_name" text,
	"result_type" text,
	"result_size" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"visitor_id" text,
	"created_at" bigint NOT NULL,
	"started_at" bigint,
	"finished_at" bigint,
	"expires_at" bigint NOT NULL,
	"files_deleted_at" bigint,
	"lease_until" bigint,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "tool_usage" (
	"day" text NOT NULL,
	"tool_slug" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tool_usage_day_tool_slug_kind_pk" PRIMARY KEY("day","tool_slug","kind")
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"first_seen_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_expires_idx" ON "jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "jobs_visitor_idx" ON "jobs" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "jobs_client_address_idx" ON "jobs" USING btree ("client_address");--> statement-breakpoint
CREATE INDEX "visitors_last_seen_idx" ON "visitors" USING btree ("last_seen_at");