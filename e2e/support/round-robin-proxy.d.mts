/** The answer's header naming the backend that served it. */
export const SERVED_BY: 'x-served-by';
/** The request's header that asks for a backend by name. */
export const SERVE_WITH: 'x-serve-with';
/** GET: the requests each backend answered, by name. */
export const COUNTS_PATH: '/__proxy/served';

export function startRoundRobinProxy(
  port: number,
  backends: { name: string; port: number }[],
): Promise<{ close(): Promise<void> }>;
