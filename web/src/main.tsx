import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installGlobalErrorLogging } from './lib/http/global-errors';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/shell.css';

installGlobalErrorLogging();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the
// browser between them, instead of one task that blocks input for the whole tree (total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
