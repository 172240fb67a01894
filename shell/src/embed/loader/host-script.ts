import { HOST_KEY, type HostWaiter, type PortalHost } from '../host-contract';

let host: Promise<PortalHost> | null = null;

/**
 * The host (embed/host.js, beside this loader): React, the federation runtime and the start-up,
 * loaded once per page however many portals it has. A failed load is tried again by the next portal.
 */
export function loadHost(base: URL, doc: Document = document): Promise<PortalHost> {
  host ??= new Promise<PortalHost>((resolve, reject) => {
    const waiter: HostWaiter = { resolve };
    (window as unknown as Record<symbol, HostWaiter>)[HOST_KEY] = waiter;
    const script = doc.createElement('script');
    script.src = new URL('embed/host.js', base).href;
    script.async = true;
    script.onerror = () => {
      host = null;
      script.remove();
      reject(new Error(`The property portal could not be loaded from ${base.origin}.`));
    };
    doc.head.append(script);
  });
  return host;
}
