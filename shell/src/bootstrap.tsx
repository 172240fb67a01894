import 'mfe-shared/styles.css';
import { createRoot } from 'react-dom/client';
import { tenantFromPath } from 'mfe-shared';
import { StartUp } from './start-up/start-up';

const container = document.getElementById('root');
if (container) createRoot(container).render(<StartUp tenant={tenantFromPath(window.location.pathname)} />);
