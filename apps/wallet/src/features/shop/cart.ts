import type { WalletProduct } from '@premia/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { addressPath, type StoreAddress } from '../../api/address';

/** The most units of one product an order may have (the API's limit per line). */
const MAX_UNITS = 99;

/**
 * A cart line: the product as the customer saw it when adding it (name, price, stock, points), so the
 * checkout can say what changed since.
 */
export interface CartLine {
  productId: number;
  name: string;
  image: string | null;
  priceCents: number;
  stock: number | null;
  points: number;
  pointsMode: WalletProduct['pointsMode'];
  quantity: number;
}

/** Units of a product one may have in the cart: what is left, at most MAX_UNITS. */
export const maxUnits = (stock: number | null) => Math.max(0, Math.min(stock ?? MAX_UNITS, MAX_UNITS));

const PREFIX = 'premia.wallet.cart:';
const keyOf = (address: StoreAddress, customer: string) => `${PREFIX}${addressPath(address)}:${customer}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { text: string | null; lines: CartLine[] }>();

const isLine = (v: unknown): v is CartLine =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as CartLine).productId) &&
  Number.isInteger((v as CartLine).quantity) &&
  (v as CartLine).quantity > 0 &&
  typeof (v as CartLine).name === 'string' &&
  typeof (v as CartLine).priceCents === 'number';

function read(key: string): CartLine[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(key);
  } catch {
    // private mode: an empty cart
  }
  const kept = cache.get(key);
  if (kept && kept.text === text) return kept.lines;
  let lines: CartLine[] = [];
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    lines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    lines = [];
  }
  cache.set(key, { text, lines });
  return lines;
}

function write(key: string, lines: CartLine[]) {
  try {
    if (lines.length > 0) localStorage.setItem(key, JSON.stringify(lines));
    else localStorage.removeItem(key);
  } catch {
    // full or private: the cart lasts for this page only
    cache.set(key, { text: null, lines });
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same wallet changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const lineOf = (product: WalletProduct, quantity: number): CartLine => ({
  productId: product.id,
  name: product.name,
  image: product.images[0] ?? null,
  priceCents: product.priceCents,
  stock: product.stock,
  points: product.points,
  pointsMode: product.pointsMode,
  quantity,
});

/** Forgets every cart kept on this phone (the account was deleted). */
export function forgetCarts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

/**
 * The cart of one customer of one store, kept on the phone (localStorage) across reloads; `customer`
 * is their client code (null until known: an empty cart that cannot change). Quantities stay within
 * the stock the customer last saw and MAX_UNITS.
 */
export function useCart(address: StoreAddress, customer: string | null) {
  const key = customer ? keyOf(address, customer) : null;
  const lines = useSyncExternalStore(subscribe, () => (key ? read(key) : empty));
  const change = useCallback(
    (next: (lines: CartLine[]) => CartLine[]) => {
      if (key)
        write(
          key,
          next(read(key)).filter((l) => l.quantity > 0),
        );
    },
    [key],
  );
  return {
    ready: key !== null,
    lines,
    units: lines.reduce((sum, l) => sum + l.quantity, 0),
    quantityOf: (productId: number) => lines.find((l) => l.productId === productId)?.quantity ?? 0,
    /** Adds units of a product as it is now (its price and stock replace what the line had). */
    add: (product: WalletProduct, quantity: number) =>
      change((all) => {
        const had = all.find((l) => l.productId === product.id)?.quantity ?? 0;
        const line = lineOf(product, Math.min(had + quantity, maxUnits(product.stock)));
        return had ? all.map((l) => (l.productId === product.id ? line : l)) : [...all, line];
      }),
    /** Sets a line's units (the screen keeps them within the stock it read last). */
    setQuantity: (productId: number, quantity: number) =>
      change((all) =>
        all.map((l) => (l.productId === productId ? { ...l, quantity: Math.min(quantity, MAX_UNITS) } : l)),
      ),
    remove: (productId: number) => change((all) => all.filter((l) => l.productId !== productId)),
    clear: () => change(() => []),
  };
}

const empty: CartLine[] = [];

export type Cart = ReturnType<typeof useCart>;
