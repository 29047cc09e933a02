CREATE TABLE "calc_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 1 NOT NULL
);
