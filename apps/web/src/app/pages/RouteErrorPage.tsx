import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import ServerErrorPage from './ServerErrorPage';

/** The router's errorElement: a route that throws (or a screen that fails to load) shows the 500 page. */
export default function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return <ServerErrorPage />;
}
