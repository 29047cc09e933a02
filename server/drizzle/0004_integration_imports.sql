CREATE TABLE "integration_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"level_key" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"external_key" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"date_of_birth" text,
	"spouse_first_name" text,
	"spouse_last_name" text,
	"spouse_date_of_birth" text,
	"household" text,
	"profile_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_records" ADD COLUMN "account_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_records" ADD COLUMN "statement_date" text;--> statement-breakpoint
ALTER TABLE "partner_links" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_links" ADD COLUMN "statement" jsonb;--> statement-breakpoint
ALTER TABLE "partner_links" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "kind" text DEFAULT 'STATEMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_contacts" ADD CONSTRAINT "integration_contacts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_contacts_key_idx" ON "integration_contacts" USING btree ("level","level_key","external_key");--> statement-breakpoint
ALTER TABLE "integration_records" ADD CONSTRAINT "integration_records_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_records_account_idx" ON "integration_records" USING btree ("profile_id","partner_id","account_key");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_links_level_partner_idx" ON "partner_links" USING btree ("level","level_key","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_idx" ON "partners" USING btree ("code");--> statement-breakpoint
-- The catalogue of partner kinds the portal runs itself (modules/integrations/adapters); codes are the adapters' keys.
INSERT INTO "partners" ("code", "name", "kind", "description") VALUES
  ('OFX', 'OFX / QFX statement', 'STATEMENT', 'Open Financial Exchange statements (.ofx, .qfx) downloaded from a bank or brokerage: accounts, balances, positions and cost basis.'),
  ('CUSTODIAN_CSV', 'Custodian positions export (CSV)', 'STATEMENT', 'Positions files exported by a custodian, read with a saved column mapping or a preset layout.'),
  ('CRM_CONTACTS', 'CRM contacts (CSV or vCard)', 'CONTACTS', 'Contacts exported from a CRM as CSV or vCard: name, e-mail, date of birth, spouse and household.')
ON CONFLICT ("code") DO NOTHING;
