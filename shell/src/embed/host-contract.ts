// What the loader (/embed.js) and the host it loads (embed/host.js) agree on. Type-only but for the
// key: the loader stays small and never bundles the host's code.

/** Where the loader waits for the host (a global the page could not have chosen by accident). */
export const HOST_KEY = Symbol.for('assessor-portal.host');

export interface MountOptions {
  /** The <assessor-portal> element. */
  element: HTMLElement;
  /** Its shadow root: every style and element of the portal goes here. */
  root: ShadowRoot;
  tenant: string;
  /** The portal's origin (the API, the registry and the remotes), such as https://portal.example.gov. */
  origin: string;
  /** The language the county's page asks for (the element's `lang`: 'es'); '' for none: the visitor's last choice, else English. */
  lang: string;
  /** Says something in the loader's start-up status region (announced); '' clears it. */
  status(message: string): void;
}

export interface PortalHost {
  /** Starts one portal in the element; the returned function takes it down again. */
  mount(options: MountOptions): () => void;
}

export interface HostWaiter {
  resolve(host: PortalHost): void;
}
