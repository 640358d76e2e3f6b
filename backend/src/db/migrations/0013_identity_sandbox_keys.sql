-- The local identity provider's id-token signing key, kept in the database: every backend process
-- on one database signs with the same key and publishes the same JWKS. One row per token secret
-- (the id is derived from it); the private key is stored encrypted under that secret.
CREATE TABLE "identity_sandbox_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
