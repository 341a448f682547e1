CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`visitor_id` text,
	`created_at` integer NOT NULL,
	`delivered_at` integer,
	`delivery_error` text
);
--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`tool_slug` text,
	`status` text NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`stage` text,
	`parameters` text NOT NULL,
	`error_code` text,
	`error_message` text,
	`input_files` text NOT NULL,
	`result_key` text,
	`result_name` text,
	`result_type` text,
	`result_size` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`visitor_id` text,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	`expires_at` integer NOT NULL,
	`files_deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `jobs_status_idx` ON `jobs` (`status`);--> statement-breakpoint
CREATE INDEX `jobs_created_idx` ON `jobs` (`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_expires_idx` ON `jobs` (`expires_at`);--> statement-breakpoint
CREATE INDEX `jobs_visitor_idx` ON `jobs` (`visitor_id`);--> statement-breakpoint
CREATE TABLE `tool_usage` (
	`day` text NOT NULL,
	`tool_slug` text NOT NULL,
	`kind` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `tool_slug`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `visitors` (
	`id` text PRIMARY KEY NOT NULL,
	`first_seen_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitors_last_seen_idx` ON `visitors` (`last_seen_at`);