-- The points ledger is append-only: the database itself refuses UPDATE, DELETE and TRUNCATE.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: correct a row with a reversing row'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_delete
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- A reversal points at an entry of the same store and customer; every entry belongs to a customer of its store.
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_reverses_fk FOREIGN KEY (reverses_entry_id) REFERENCES ledger_entries(id);
--> statement-breakpoint
CREATE UNIQUE INDEX customers_store_id_uq ON customers (store_id, id);
--> statement-breakpoint
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_customer_same_store_fk FOREIGN KEY (store_id, customer_id) REFERENCES customers (store_id, id);
--> statement-breakpoint
CREATE INDEX ledger_store_location_created_idx ON ledger_entries (store_id, location_id, created_at);
--> statement-breakpoint
-- Short searches (one or two letters) use a byte-order prefix range on the name.
CREATE INDEX customers_store_sort_c_idx ON customers (store_id, (sort_name COLLATE "C"));
