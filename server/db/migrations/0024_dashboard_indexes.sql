CREATE INDEX "users_site_signup_idx" ON "users" USING btree ("site_id","signup_date");--> statement-breakpoint
CREATE INDEX "email_tokens_activation_used_idx" ON "email_tokens" USING btree ("used_at") WHERE "email_tokens"."purpose" = 'activation' and "email_tokens"."used_at" is not null;--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_completed_idx" ON "payments" USING btree ("completed_at") WHERE "payments"."status" = 'completed';