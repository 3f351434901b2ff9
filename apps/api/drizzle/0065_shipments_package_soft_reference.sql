ALTER TABLE "shipments" DROP CONSTRAINT "shipments_package_id_packages_id_fk";
