CREATE TABLE "courier_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"courier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"remitted_on" date NOT NULL,
	"status" text NOT NULL,
	"seller_order_id" uuid,
	"expected" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittance_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_remittances" ADD CONSTRAINT "courier_remittances_report_id_remittance_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."remittance_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_remittances" ADD CONSTRAINT "courier_remittances_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_reports" ADD CONSTRAINT "remittance_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_remittances_report_idx" ON "courier_remittances" USING btree ("report_id","row");--> statement-breakpoint
CREATE INDEX "courier_remittances_status_idx" ON "courier_remittances" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "courier_remittances_parcel_idx" ON "courier_remittances" USING btree ("seller_order_id") WHERE "courier_remittances"."status" in ('matched', 'amount_differs');