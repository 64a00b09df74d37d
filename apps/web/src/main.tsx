import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startWebVitals } from './lib/web-vitals';

const isLocalHost = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
// Spec §1: plain http on a real host goes to the secure home.
if (window.location.protocol === 'http:' && !isLocalHost) {
  window.location.replace(`https://${window.location.host}/`);
} else {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices of a few milliseconds between which the browser stays responsive;
  // a plain first render of a whole page is one long task on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  startWebVitals();
}
