CREATE TABLE "size_alerts" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_alerts_user_id_product_id_size_color_pk" PRIMARY KEY("user_id","product_id","size","color")
);
--> statement-breakpoint
ALTER TABLE "size_alerts" ADD CONSTRAINT "size_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_alerts" ADD CONSTRAINT "size_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "size_alerts_product_id_idx" ON "size_alerts" USING btree ("product_id");