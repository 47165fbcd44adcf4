import type { ClientConfig, LoginData } from '@premia/contract';
import { createContext, useContext } from 'react';

/** What every dashboard screen may read: who is signed in and the runtime brand configuration. */
interface Shell {
  session: LoginData;
  config: ClientConfig;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside the dashboard');
  return shell;
}
