CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"quantity" integer NOT NULL,
	"accepted_quantity" integer,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unopened" boolean DEFAULT false NOT NULL,
	"wants" text NOT NULL,
	"exchange_size" text,
	"exchange_held" boolean DEFAULT false NOT NULL,
	"refund_account" jsonb,
	"amount" integer DEFAULT 0 NOT NULL,
	"goods_amount" integer DEFAULT 0 NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"escalation_note" text DEFAULT '' NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"back_courier" text,
	"back_courier_name" text,
	"back_tracking_number" text,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refund_due_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"inspection_note" text DEFAULT '' NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_reference" text,
	"exchange_courier" text,
	"exchange_courier_name" text,
	"exchange_tracking_number" text,
	"exchange_shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_number_unique" UNIQUE("number"),
	CONSTRAINT "returns_quantity_check" CHECK ("returns"."quantity" > 0 and coalesce("returns"."accepted_quantity", 0) <= "returns"."quantity")
);
--> statement-breakpoint
CREATE TABLE "store_credit_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balance_not_negative" CHECK ("store_credit_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" uuid,
	"seller_order_id" uuid,
	"return_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_buyer_idx" ON "returns" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_seller_idx" ON "returns" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_order_item_idx" ON "returns" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_return_idx" ON "store_credit_entries" USING btree ("return_id") WHERE "store_credit_entries"."kind" = 'return';--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_given_back_idx" ON "store_credit_entries" USING btree ("seller_order_id") WHERE "store_credit_entries"."kind" = 'given_back';