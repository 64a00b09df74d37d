import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startWebVitals } from './lib/web-vitals';

const isLocalHost = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
// Spec §1: plain http on a real host goes to the secure home.
if (window.location.protocol === 'http:' && !isLocalHost) {
  window.location.replace(`https://${window.location.host}/`);
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startWebVitals();
}
