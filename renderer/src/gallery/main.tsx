// Dev-only entry for gallery.html: every shared widget with sample data, for eyeballing and for
// Playwright (tests/e2e/widgets.spec.ts). Not part of the production build (its only input is
// index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import '../app/global.css';
import './gallery.css';
import { GalleryPage } from './GalleryPage.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('gallery.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <GalleryPage />
  </StrictMode>,
);
