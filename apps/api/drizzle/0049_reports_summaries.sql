CREATE TABLE "line_sales_daily" (
	"day" date NOT NULL,
	"product_type_id" text DEFAULT '' NOT NULL,
	"manufacture_id" text DEFAULT '' NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"base_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "line_sales_daily_day_product_type_id_manufacture_id_pk" PRIMARY KEY("day","product_type_id","manufacture_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"seller_id" text NOT NULL,
	"store_id" text DEFAULT '' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"base_cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"shipping" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"refunds" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "sales_daily_day_seller_id_store_id_pk" PRIMARY KEY("day","seller_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "station_daily" (
	"day" date NOT NULL,
	"manufacture_id" text NOT NULL,
	"station" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "station_daily_day_manufacture_id_station_pk" PRIMARY KEY("day","manufacture_id","station")
);
--> statement-breakpoint
CREATE INDEX "sales_daily_seller_day_idx" ON "sales_daily" USING btree ("seller_id","day");