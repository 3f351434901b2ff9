CREATE TABLE "location_counters" (
	"status" text NOT NULL,
	"type" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_counters_status_type_pk" PRIMARY KEY("status","type")
);
--> statement-breakpoint
CREATE INDEX "shipping_methods_audience_idx" ON "shipping_methods" USING btree ("audience");