-- Staff roles (npm run staff -- add ... --role): accounts that exist already are clerks.
ALTER TABLE "staff_accounts" ADD COLUMN "role" text DEFAULT 'clerk' NOT NULL;
