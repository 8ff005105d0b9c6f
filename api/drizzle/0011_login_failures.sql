CREATE TABLE "auth_failures" (
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_failures_kind_email_pk" PRIMARY KEY("kind","email"),
	CONSTRAINT "auth_failures_kind_known" CHECK ("auth_failures"."kind" in ('login', 'recovery'))
);
