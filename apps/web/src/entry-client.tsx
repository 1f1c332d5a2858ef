import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { readPageData } from './pageData.js';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <App page={readPageData()} />);
