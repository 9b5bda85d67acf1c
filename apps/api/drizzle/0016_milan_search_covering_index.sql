-- Milan Sathi search's covering index (modules/milan/search-ranking.ts): a moon sign's members newest first, with
-- every column a search filter or the newest sort reads, so any filter combination is answered by an index-only
-- scan. The filter columns are INCLUDEd rather than keys: as keys, a condition on one of them invites a skip scan
-- over the created_at values before it, far slower than reading the sign's entries. Written here because Drizzle's
-- index builder cannot write INCLUDE (tables.ts names it in a comment).
CREATE INDEX "milan_profiles_search_idx" ON "milan_profiles" USING btree ("gender", "moon_sign_key", "created_at" DESC, "customer_id" DESC) INCLUDE ("boosted_until", "date_of_birth", "religion", "state", "city", "mother_tongue", "caste", "marital_status", "education", "occupation", "income_band", "height_cm", "diet") WHERE "suspended_at" IS NULL;--> statement-breakpoint
-- Seva's data sits in memory (PGlite in process; PostgreSQL's cache at this size), where a random page read costs
-- about what a sequential one does. PostgreSQL's default random_page_cost of 4 assumes spinning disks and makes the
-- planner read all of milan_profiles rather than the narrower milan_profiles_search_idx (an index-only scan) for a
-- broad search; 1.1 is the usual value for cached data. The database default reaches new sessions; SET covers this
-- one (PGlite's only session). A role that does not own the database keeps the server's setting (a notice, not a failure).
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database()); EXCEPTION WHEN insufficient_privilege THEN RAISE NOTICE 'random_page_cost left as it is: this role does not own the database'; END $$;--> statement-breakpoint
SET random_page_cost = 1.1;
