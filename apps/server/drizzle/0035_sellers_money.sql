CREATE SEQUENCE "public"."payout_run_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"minimum" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_runs_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "seller_bank_accounts" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"account_title" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"cnic" text,
	"ntn" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seller_order_id" uuid,
	"return_id" uuid,
	"payout_id" uuid,
	"gross" integer DEFAULT 0 NOT NULL,
	"shipping" integer DEFAULT 0 NOT NULL,
	"commission_rate_bp" integer,
	"commission" integer DEFAULT 0 NOT NULL,
	"net" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"at" timestamp with time zone NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ledger_net_check" CHECK ("seller_ledger_entries"."net" = "seller_ledger_entries"."gross" + "seller_ledger_entries"."shipping" - "seller_ledger_entries"."commission" or "seller_ledger_entries"."kind" not in ('sale', 'return'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_title" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_bank_accounts" ADD CONSTRAINT "seller_bank_accounts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_bank_accounts" ADD CONSTRAINT "seller_bank_accounts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_ledger_seller_idx" ON "seller_ledger_entries" USING btree ("seller_id","payable_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_sale_idx" ON "seller_ledger_entries" USING btree ("seller_order_id") WHERE "seller_ledger_entries"."kind" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_return_idx" ON "seller_ledger_entries" USING btree ("return_id") WHERE "seller_ledger_entries"."kind" = 'return';--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_payout_idx" ON "seller_ledger_entries" USING btree ("payout_id","kind") WHERE "seller_ledger_entries"."kind" in ('payout', 'payout_returned');--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_run_idx" ON "payouts" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_scheduled_idx" ON "payouts" USING btree ("seller_id") WHERE "payouts"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" > 0);--> statement-breakpoint
-- The ledger begins with what the money rules (decision 0062) already credited and paid.
INSERT INTO "seller_ledger_entries" ("seller_id", "kind", "seller_order_id", "gross", "shipping", "commission_rate_bp", "commission", "net", "at", "payable_at")
SELECT so."seller_id", 'sale', so."id", so."subtotal", m."shipping", so."commission_rate_bp", m."commission",
       so."subtotal" + m."shipping" - m."commission", m."at", m."at" + make_interval(days => r."days")
FROM "seller_orders" so
CROSS JOIN (SELECT coalesce((SELECT ("value" #>> '{}')::int FROM "settings" WHERE "key" = 'returnWindowDays'), 30) AS "days",
                   coalesce((SELECT "value" #>> '{}' FROM "settings" WHERE "key" = 'shippingKeptBy'), 'seller') AS "keeper") r
CROSS JOIN LATERAL (SELECT coalesce(so."delivered_at", so."updated_at") AS "at",
                           CASE WHEN r."keeper" = 'seller' THEN so."shipping" ELSE 0 END AS "shipping",
                           round((so."subtotal" - so."discount")::numeric * so."commission_rate_bp" / 10000)::int AS "commission") m
WHERE so."status" = 'delivered' AND so."seller_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "seller_ledger_entries" ("seller_id", "kind", "seller_order_id", "return_id", "gross", "shipping", "commission_rate_bp", "commission", "net", "at", "payable_at")
SELECT rt."seller_id", 'return', rt."seller_order_id", rt."id", m."gross", m."shipping", so."commission_rate_bp", m."commission",
       m."gross" + m."shipping" - m."commission", m."at", m."at"
FROM "returns" rt
JOIN "seller_orders" so ON so."id" = rt."seller_order_id"
JOIN "order_items" oi ON oi."id" = rt."order_item_id"
CROSS JOIN (SELECT coalesce((SELECT "value" #>> '{}' FROM "settings" WHERE "key" = 'shippingKeptBy'), 'seller') AS "keeper") r
CROSS JOIN LATERAL (SELECT coalesce(rt."inspected_at", rt."updated_at") AS "at",
                           -(oi."price" * rt."accepted_quantity") AS "gross",
                           CASE WHEN r."keeper" = 'seller' THEN -(rt."amount" - rt."goods_amount") ELSE 0 END AS "shipping",
                           -round(rt."goods_amount"::numeric * so."commission_rate_bp" / 10000)::int AS "commission") m
WHERE rt."status" IN ('inspected', 'refunded') AND rt."goods_amount" > 0 AND rt."seller_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "seller_ledger_entries" ("seller_id", "kind", "payout_id", "net", "note", "created_by", "at", "payable_at")
SELECT "seller_id", 'payout', "id", -"amount", "note", "recorded_by", "created_at", "created_at" FROM "payouts";
