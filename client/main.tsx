// Global styles first: feature stylesheets (imported by the routes) build on them and must come later.
import './styles/global.css';
import './components/layout/layout.css';
import './components/components.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment';
import { createRouter } from './routes';

const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Element #root ontbreekt in index.html');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
