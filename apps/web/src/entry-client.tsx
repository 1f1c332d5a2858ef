import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { createQueryClient } from './api/queryClient.js';
import { readPageData } from './pageData.js';

// Imported by boot.ts after the page's `load`: the page has been painted by then, so hydration
// may take the main thread at once.
const root = document.getElementById('root');
if (root) {
  const page = readPageData();
  hydrateRoot(root, <App page={page} queryClient={createQueryClient(page)} />);
}
