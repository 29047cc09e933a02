CREATE TABLE "auth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"link" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text DEFAULT 'Passkey' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"method" text DEFAULT 'code' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"level_access" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"started" boolean DEFAULT true NOT NULL,
	"license_count" integer DEFAULT 0 NOT NULL,
	"license_expiration" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role_id" integer,
	"role_description" text DEFAULT '' NOT NULL,
	"expiration_date" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"recovery_question" text,
	"recovery_answer_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"challenge" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"scenario_id" integer NOT NULL,
	"type" text NOT NULL,
	"reference_type" text NOT NULL,
	"form_name" text NOT NULL,
	"reference_id" integer,
	"selected_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"value" text,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"expanded" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calc_cache" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"annual_pre_tax" double precision DEFAULT 0 NOT NULL,
	"frequency" integer DEFAULT 26 NOT NULL,
	"take_home_pay" double precision DEFAULT 0 NOT NULL,
	"age" integer,
	"description" text,
	"raise_rate" double precision
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"age" integer,
	"country" text DEFAULT 'USA' NOT NULL,
	"event_trigger" text NOT NULL,
	"state" text
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_of_birth" text NOT NULL,
	"name" text NOT NULL,
	"relationship" text,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"gender" text,
	"employment_status" text DEFAULT 'EM' NOT NULL,
	"life_expectancy" integer DEFAULT 100 NOT NULL,
	"retirement_age" integer,
	"annual_pre_tax" double precision,
	"monthly_take_home" double precision
);
--> statement-breakpoint
CREATE TABLE "plan_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"user_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"username" text,
	"first_name" text,
	"last_name" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invitation_id" text,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"advisor_user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"gathering_step" integer DEFAULT 1 NOT NULL,
	"planning_stage" integer DEFAULT 0 NOT NULL,
	"itemize_expenses" boolean DEFAULT false NOT NULL,
	"kids" boolean DEFAULT false NOT NULL,
	"others" boolean DEFAULT false NOT NULL,
	"spouse" boolean DEFAULT false NOT NULL,
	"marital_status" text,
	"seed" integer DEFAULT 1 NOT NULL,
	"spending" double precision,
	"goal_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adopted_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"onboarding_complete" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"description" text NOT NULL,
	"type" text DEFAULT 'WS' NOT NULL,
	"sharing" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"comparing" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"selected_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collapsed_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb,
	"results_version" integer
);
--> statement-breakpoint
CREATE TABLE "assumption_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"level_key" integer NOT NULL,
	"from_assumption_id" integer NOT NULL,
	"to_assumption_id" integer NOT NULL,
	"portfolio_map" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assumptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"level_key" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"data" jsonb NOT NULL,
	"copied_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_mappings" (
	"category" text PRIMARY KEY NOT NULL,
	"asset_class" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"ticker" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"asset_class" text NOT NULL,
	"category" text NOT NULL,
	"is_equity" boolean DEFAULT true NOT NULL,
	"expense_ratio" double precision
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"level_key" integer NOT NULL,
	"name" text NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"level_key" integer NOT NULL,
	"section" text DEFAULT 'general' NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"type" text DEFAULT 'INVESTMENT' NOT NULL,
	"state" text DEFAULT 'STAGED' NOT NULL,
	"investment_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"level_key" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"profile_id" integer,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"team_id" integer,
	"vendor_id" text NOT NULL,
	"amount" integer NOT NULL,
	"license_count" integer DEFAULT 1 NOT NULL,
	"renew" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_overrides" (
	"payer_id" integer PRIMARY KEY NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calc_cache" ADD CONSTRAINT "calc_cache_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_client_id_persons_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_records" ADD CONSTRAINT "plan_records_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_access" ADD CONSTRAINT "profile_access_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_access" ADD CONSTRAINT "profile_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_advisor_user_id_users_id_fk" FOREIGN KEY ("advisor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_email_idx" ON "auth_codes" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_idx" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_user_idx" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "actions_scenario_idx" ON "actions" USING btree ("scenario_id");--> statement-breakpoint
CREATE INDEX "incomes_profile_idx" ON "incomes" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "locations_profile_idx" ON "locations" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "participants_profile_idx" ON "participants" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "persons_profile_idx" ON "persons" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "plan_events_profile_idx" ON "plan_events" USING btree ("profile_id","occurred_at");--> statement-breakpoint
CREATE INDEX "plan_records_profile_kind_idx" ON "plan_records" USING btree ("profile_id","kind");--> statement-breakpoint
CREATE INDEX "profile_access_profile_idx" ON "profile_access" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_access_user_idx" ON "profile_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_advisor_idx" ON "profiles" USING btree ("advisor_user_id");--> statement-breakpoint
CREATE INDEX "scenarios_profile_idx" ON "scenarios" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "assumptions_level_idx" ON "assumptions" USING btree ("level","level_key");--> statement-breakpoint
CREATE INDEX "report_templates_level_idx" ON "report_templates" USING btree ("level","level_key");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_level_key_idx" ON "settings" USING btree ("level","level_key","key");