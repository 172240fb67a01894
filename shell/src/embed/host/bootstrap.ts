import { HOST_KEY, type HostWaiter } from '../host-contract';
import { mountPortal } from './mount-portal';

// The loader is waiting (loader/host-script.ts): from now on it mounts each portal with this host.
(window as unknown as Record<symbol, HostWaiter | undefined>)[HOST_KEY]?.resolve({ mount: mountPortal });
