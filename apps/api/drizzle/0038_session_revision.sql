ALTER TABLE "sessions" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A session's revision moves whenever a value it is made of changes: its user's kind, store, location,
-- permissions or state, or its store's counter settings or state (auth.repository.ts, sessionColumns).
-- A statement built on a session read earlier compares one integer instead of every value.
CREATE FUNCTION sessions_revise_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revision = revision + 1 WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_revise_sessions AFTER UPDATE ON users FOR EACH ROW
WHEN ((OLD.user_type, OLD.store_id, OLD.store_user_type, OLD.location_id, OLD.perm_give_points,
       OLD.perm_redeem, OLD.perm_create_customer, OLD.perm_store, OLD.active, OLD.deleted_at)
      IS DISTINCT FROM
      (NEW.user_type, NEW.store_id, NEW.store_user_type, NEW.location_id, NEW.perm_give_points,
       NEW.perm_redeem, NEW.perm_create_customer, NEW.perm_store, NEW.active, NEW.deleted_at))
EXECUTE FUNCTION sessions_revise_user();
--> statement-breakpoint
CREATE FUNCTION sessions_revise_store() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revision = revision + 1
  WHERE user_id IN (SELECT id FROM users WHERE store_id = NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_revise_sessions AFTER UPDATE ON stores FOR EACH ROW
WHEN ((OLD.name, OLD.use_conversion, OLD.conversion_points, OLD.conversion_money_cents,
       OLD.email_on_give_points, OLD.email_on_redeemed, OLD.discount_given_points, OLD.time_zone,
       OLD.duplicate_ticket_days, OLD.active, OLD.deleted_at)
      IS DISTINCT FROM
      (NEW.name, NEW.use_conversion, NEW.conversion_points, NEW.conversion_money_cents,
       NEW.email_on_give_points, NEW.email_on_redeemed, NEW.discount_given_points, NEW.time_zone,
       NEW.duplicate_ticket_days, NEW.active, NEW.deleted_at))
EXECUTE FUNCTION sessions_revise_store();
