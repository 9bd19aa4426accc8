import { lightTheme } from '@arte-gospel/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');
// The product forces the light theme (platform §1): its class sits on <html> before the
// first render, so the first paint already has the theme's variables.
document.documentElement.classList.add(lightTheme);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
