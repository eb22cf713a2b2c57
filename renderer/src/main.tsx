// Renderer entry: mount the app shell. Everything heavy is lazy-loaded by the router.
// First: the start-up reads, evaluated before everything below (imports run in order).
import './boot/start.ts';
// Second: the opening screen's module is requested before React and the shell are evaluated.
import './app/routing/initial-screen.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
