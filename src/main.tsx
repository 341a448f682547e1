import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccessibilityProvider } from './app/accessibility/accessibility-provider.tsx';
import { router } from './app/router.tsx';
import { followUrlLocale } from './i18n/follow-url-locale.ts';
import { splitLocalePath, switchLocale } from './i18n/index.ts';
import './styles.css';

function App() {
  return (
    <AccessibilityProvider>
      <RouterProvider router={router} />
    </AccessibilityProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
followUrlLocale(router.history);
// A page in another language shows its own words from the first paint (no English flash).
void switchLocale(splitLocalePath(window.location.pathname).locale).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
