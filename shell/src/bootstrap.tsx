import { createRoot } from 'react-dom/client';
import { reportStoreInstance } from '@portal/shared';
import { App } from './App';

reportStoreInstance('shell');
createRoot(document.getElementById('root')!).render(<App />);
