CREATE TABLE "brand_slug_history" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_slug_history" ADD CONSTRAINT "brand_slug_history_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_slug_history_brand_id_idx" ON "brand_slug_history" USING btree ("brand_id");