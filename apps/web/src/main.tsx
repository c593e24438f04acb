import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { whenFirstPageTextReady } from './i18n/setup';

const root = document.getElementById('root');
// An English interface waits for its first-page text (a small chunk); Chinese renders at once.
if (root) {
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  whenFirstPageTextReady().then(render, render);
}
