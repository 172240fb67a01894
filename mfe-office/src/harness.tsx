import { mountHarness } from 'mfe-shared/harness';
import Routes from './routes';

// Staff only: sign in on the running site first (http://localhost:8080/harbor-county/#/staff/sign-in);
// the session cookie is the host's, so the harness on another port sends it through its proxy too.
void mountHarness(Routes, '/office');
