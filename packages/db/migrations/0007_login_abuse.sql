ALTER TABLE "otp_challenges" ADD COLUMN "request_block" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "from_known_device" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_failures" ADD COLUMN "client_hash" text;--> statement-breakpoint
CREATE INDEX "otp_challenges_block_idx" ON "otp_challenges" USING btree ("request_block","created_at");