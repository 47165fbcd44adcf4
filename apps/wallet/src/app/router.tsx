import { BrowserRouter, Route, Routes } from 'react-router';
import { walletPages } from './pages';
import { RequireCustomer } from './RequireCustomer';
import { Shell } from './Shell';
import { NoAddressPage } from './StoreProblem';

/**
 * /{country code}/{slug}/… : one store's wallet, its pages from the table (app/pages.ts). A declarative
 * router: the wallet has no loaders or actions, and the data router would add to the first download.
 */
export function WalletRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/:countryCode/:slug" element={<Shell />}>
          {walletPages.map(({ key, path, signedIn, screen: Screen }) => (
            <Route
              key={key}
              {...(path ? { path } : { index: true })}
              element={
                signedIn ? (
                  <RequireCustomer>
                    <Screen />
                  </RequireCustomer>
                ) : (
                  <Screen />
                )
              }
            />
          ))}
        </Route>
        <Route path="*" element={<NoAddressPage />} />
      </Routes>
    </BrowserRouter>
  );
}
