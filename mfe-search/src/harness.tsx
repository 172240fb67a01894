import { mountHarness } from 'mfe-shared/harness';
import Routes from './routes';

void mountHarness(Routes, '/');
