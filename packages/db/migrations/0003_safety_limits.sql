ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "otp_challenges_created_idx" ON "otp_challenges" USING btree ("created_at");