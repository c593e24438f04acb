CREATE TABLE "user_default_classes" (
	"user_id" integer NOT NULL,
	"class_type" smallint NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "user_default_classes_user_id_class_type_pk" PRIMARY KEY("user_id","class_type")
);
--> statement-breakpoint
ALTER TABLE "user_default_classes" ADD CONSTRAINT "user_default_classes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_default_classes" ADD CONSTRAINT "user_default_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;