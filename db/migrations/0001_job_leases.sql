ALTER TABLE `jobs` ADD `lease_until` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `client_address` text;--> statement-breakpoint
CREATE INDEX `jobs_client_address_idx` ON `jobs` (`client_address`);