import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { createQueryClient } from './api/queryClient.js';
import { readPageData } from './pageData.js';

const root = document.getElementById('root');
if (root) {
  const page = readPageData();
  hydrateRoot(root, <App page={page} queryClient={createQueryClient(page)} />);
}
