-- A customer's search keys are computed here, from the row itself, whatever path wrote it (counter,
-- wallet profile or sign-up, bulk, erasure): a path that sets only some fields cannot drop the others
-- (the wallet's profile save dropped the email). Folded as foldText does (lib/text.ts). The search text
-- also holds the mobile with its country code's digits in front (51950962468), so a number typed with
-- its country code is found; an erased customer has no keys.
CREATE FUNCTION customers_search_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  code text;
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    NEW.sort_name := '';
    NEW.last_first := '';
    NEW.search_text := '';
    RETURN NEW;
  END IF;
  code := regexp_replace(coalesce(NEW.phone_code, (SELECT s.phone_code FROM stores s WHERE s.id = NEW.store_id), ''), '\D', '', 'g');
  NEW.sort_name := btrim(regexp_replace(lower(unaccent(NEW.first_name || ' ' || coalesce(NEW.last_name, ''))), '\s+', ' ', 'g'));
  NEW.last_first := btrim(regexp_replace(lower(unaccent(coalesce(NEW.last_name, '') || ' ' || NEW.first_name)), '\s+', ' ', 'g'));
  NEW.search_text := btrim(regexp_replace(lower(unaccent(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email::text,
    NEW.mobile, CASE WHEN NEW.mobile IS NOT NULL AND code <> '' THEN code || NEW.mobile END))), '\s+', ' ', 'g'));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customers_search_keys_on_insert BEFORE INSERT ON customers FOR EACH ROW
EXECUTE FUNCTION customers_search_keys();
--> statement-breakpoint
CREATE TRIGGER customers_search_keys_on_update BEFORE UPDATE OF first_name, last_name, email, mobile, phone_code, deleted_at, search_text, sort_name, last_first ON customers FOR EACH ROW
EXECUTE FUNCTION customers_search_keys();
--> statement-breakpoint
UPDATE customers SET search_text = search_text;
