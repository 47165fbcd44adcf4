import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Back from the payment provider's page (?paymentId=… or ?subscriptionId=…): confirm once, then
 * drop the parameters from the address so a reload does not repeat it.
 */
export function useProviderReturn(param: string, confirm: (id: number) => void) {
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  useEffect(() => {
    const id = Number(params.get(param));
    if (done.current || !Number.isInteger(id) || id <= 0) return;
    done.current = true;
    const cancelled = params.has('cancelled');
    setParams({}, { replace: true });
    if (!cancelled) confirm(id);
  }, [params, param, confirm, setParams]);
}
