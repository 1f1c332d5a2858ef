import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { readPageData } from './pageData.js';

function hydrate() {
  const root = document.getElementById('root');
  if (root) hydrateRoot(root, <App page={readPageData()} />);
}

// The server-rendered page is complete: let the browser paint it (the banner is the largest
// paint) before hydration takes the main thread. The timeout queued from the frame callback runs
// once that frame is out.
requestAnimationFrame(() => setTimeout(hydrate, 0));
