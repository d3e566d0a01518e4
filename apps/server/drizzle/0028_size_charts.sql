CREATE TABLE "size_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"name" text NOT NULL,
	"measurements" text[] NOT NULL,
	"rows" jsonb NOT NULL,
	"how_to_measure" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "default_size_chart_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_chart_id" uuid;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "size_charts_seller_id_idx" ON "size_charts" USING btree ("seller_id","name");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_default_size_chart_id_size_charts_id_fk" FOREIGN KEY ("default_size_chart_id") REFERENCES "public"."size_charts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_chart_id_size_charts_id_fk" FOREIGN KEY ("size_chart_id") REFERENCES "public"."size_charts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_size_chart_id_idx" ON "products" USING btree ("size_chart_id") WHERE "products"."size_chart_id" is not null;