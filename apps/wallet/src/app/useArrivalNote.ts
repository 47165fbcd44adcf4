import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What the page that sent the customer here asked to say on arrival (router state), said once: a
 * reload or a later visit does not say it again.
 */
export function useArrivalNote<T extends object>(): Partial<T> {
  const location = useLocation();
  const navigate = useNavigate();
  const [note] = useState(() => (location.state ?? {}) as Partial<T>);
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  return note;
}
