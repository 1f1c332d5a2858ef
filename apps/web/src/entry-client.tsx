import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { createQueryClient } from './api/queryClient.js';
import { readPageData } from './pageData.js';

function hydrate() {
  const root = document.getElementById('root');
  if (!root) return;
  const page = readPageData();
  hydrateRoot(root, <App page={page} queryClient={createQueryClient(page)} />);
}

// The server-rendered page is complete: let the browser paint it (the banner is the largest
// paint) before hydration takes the main thread. The timeout queued from the frame callback runs
// once that frame is out.
requestAnimationFrame(() => setTimeout(hydrate, 0));
