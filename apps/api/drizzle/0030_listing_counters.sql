CREATE TABLE "listing_status_counts" (
	"seller_id" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_status_counts_seller_id_status_pk" PRIMARY KEY("seller_id","status")
);
