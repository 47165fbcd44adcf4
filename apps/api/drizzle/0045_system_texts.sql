ALTER TABLE "order_events" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "reason_params" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_params" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reason_params" jsonb;--> statement-breakpoint
-- The texts the API wrote in Spanish before it kept their codes (packages/contract/src/system-texts.ts),
-- recognised by their exact words, get their code and params. Texts a person typed stay as they were.
-- The ledger is append-only: its guard is lifted for this one correction, in the migration's transaction.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_no_update_delete";--> statement-breakpoint
UPDATE "ledger_entries" SET "reason_code" = 'ledger.welcome', "reason_params" = '{}'::jsonb
  WHERE "kind" = 'welcome' AND "reason" = 'Puntos de bienvenida' AND "reason_code" IS NULL;--> statement-breakpoint
-- An order's purchase said its number as a ticket: now the reason says it, as new rows do.
UPDATE "ledger_entries"
  SET "reason_code" = 'ledger.onlineOrder',
      "reason_params" = jsonb_build_object('orderId', substring("ticket_number" from '^Pedido #([0-9]{1,9})$')::int),
      "reason" = "ticket_number" || ' · Compra en la tienda online',
      "ticket_number" = NULL
  WHERE "kind" = 'purchase' AND "reason" = 'Compra en la tienda online'
    AND "ticket_number" ~ '^Pedido #[0-9]{1,9}$' AND "reason_code" IS NULL;--> statement-breakpoint
UPDATE "ledger_entries"
  SET "reason_code" = 'ledger.orderCancelled',
      "reason_params" = jsonb_build_object('orderId', substring("reason" from '^Pedido #([0-9]{1,9}) cancelado$')::int)
  WHERE "kind" = 'reversal' AND "reason" ~ '^Pedido #[0-9]{1,9} cancelado$' AND "reason_code" IS NULL;--> statement-breakpoint
UPDATE "ledger_entries"
  SET "reason_code" = 'ledger.coupon',
      "reason_params" = jsonb_build_object('batch', substring("reason" from '^Cupón «(.*)»$'))
  WHERE "kind" = 'coupon' AND "reason" ~ '^Cupón «.*»$' AND "reason_code" IS NULL;--> statement-breakpoint
UPDATE "ledger_entries"
  SET "reason_code" = 'ledger.bulk',
      "reason_params" = jsonb_build_object('batchId', substring("reason" from '^Carga masiva \(lote #([0-9]{1,9})\)$')::int)
  WHERE "kind" = 'bulk' AND "reason" ~ '^Carga masiva \(lote #[0-9]{1,9}\)$' AND "reason_code" IS NULL;--> statement-breakpoint
UPDATE "ledger_entries"
  SET "reason_code" = 'ledger.bulkUndone',
      "reason_params" = jsonb_build_object('batchId', substring("reason" from '^Se deshizo la carga masiva \(lote #([0-9]{1,9})\)$')::int)
  WHERE "kind" = 'reversal' AND "reason" ~ '^Se deshizo la carga masiva \(lote #[0-9]{1,9}\)$'
    AND "reason_code" IS NULL;--> statement-breakpoint
UPDATE "ledger_entries"
  SET "reason_code" = 'ledger.reversalOf',
      "reason_params" = jsonb_build_object('entryId', substring("reason" from '^Anulación del movimiento ([0-9]{1,9})$')::int)
  WHERE "kind" = 'reversal' AND "reason" ~ '^Anulación del movimiento [0-9]{1,9}$'
    AND "reason" = 'Anulación del movimiento ' || "reverses_entry_id" AND "reason_code" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_no_update_delete";--> statement-breakpoint
UPDATE "order_events"
  SET "reason_code" = 'orders.releasedReason',
      "reason_params" = jsonb_build_object('hours', substring("reason" from '^No se recogió en el plazo de ([0-9]{1,4}) horas: ')::int)
  WHERE "state" = 'cancelled' AND "user_id" IS NULL AND "reason_code" IS NULL
    AND "reason" ~ '^No se recogió en el plazo de [0-9]{1,4} horas: el pedido se canceló y sus productos volvieron a la venta\.$';--> statement-breakpoint
UPDATE "orders"
  SET "cancel_reason_code" = 'orders.releasedReason',
      "cancel_reason_params" = jsonb_build_object('hours', substring("cancel_reason" from '^No se recogió en el plazo de ([0-9]{1,4}) horas: ')::int)
  WHERE "state" = 'cancelled' AND "cancel_reason_code" IS NULL
    AND "cancel_reason" ~ '^No se recogió en el plazo de [0-9]{1,4} horas: el pedido se canceló y sus productos volvieron a la venta\.$';
