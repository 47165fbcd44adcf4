import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { getSession } from './api/session';
import { initI18n } from './i18n';
import { paletteVariables } from './ui/theme';

// Every colour the style sheets draw is a theme token they read as var(--premia-…), set here once.
for (const [name, colour] of Object.entries(paletteVariables())) {
  document.documentElement.style.setProperty(name, colour);
}

// The authorization check of spec §4 runs before anything renders: it reads (and, when a token has no
// user type, clears) the stored session; then the chosen language loads (of Spanish, the sign-in page's
// texts: the lazy screens bring the rest).
getSession();
void initI18n({ allTexts: false }).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
