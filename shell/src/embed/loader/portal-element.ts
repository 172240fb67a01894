import type { PortalHost } from '../host-contract';
import { startupLanguage, startupWords } from '../startup-words';
import { watchFrameHeight } from './frame-height';

export const ELEMENT_NAME = 'assessor-portal';
const TENANT = /^[a-z0-9][a-z0-9-]{0,62}$/;

// Before the portal's own styles arrive: a block, and the status line readable in the page's colours.
const LOADER_CSS = ':host{display:block}.status{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px}.status:empty{display:none}';

/**
 * <assessor-portal tenant="harbor-county" api-origin="https://portal.example.gov" lang="en" url-param="portal">:
 * one county's portal in the page (docs/architecture.md#the-embed). The element only holds the shadow
 * root and the start-up status; the host it loads renders the portal there (and reads url-param).
 */
export function definePortalElement(base: URL, loadHost: (base: URL) => Promise<PortalHost>, registry: CustomElementRegistry = customElements): void {
  if (registry.get(ELEMENT_NAME)) return;

  class AssessorPortalElement extends HTMLElement {
    static observedAttributes = ['tenant', 'api-origin', 'lang', 'url-param'];
    private unmount: (() => void) | null = null;
    private stopFrame: (() => void) | null = null;
    private run = 0;

    connectedCallback() {
      this.start();
      if (this.hasAttribute('frame')) this.stopFrame = watchFrameHeight(this);
    }

    disconnectedCallback() {
      this.stop();
      this.stopFrame?.();
      this.stopFrame = null;
    }

    attributeChangedCallback(_name: string, before: string | null, after: string | null) {
      if (this.isConnected && before !== after) this.start();
    }

    private stop() {
      this.run += 1;
      this.unmount?.();
      this.unmount = null;
    }

    private start() {
      this.stop();
      const run = this.run;
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const status = root.ownerDocument.createElement('p');
      status.className = 'status';
      status.setAttribute('role', 'status');
      const lang = this.getAttribute('lang');
      const words = startupWords(lang);
      status.lang = startupLanguage(lang);
      root.replaceChildren(status);
      adoptLoaderStyles(root);
      // Written after the region is in place, so screen readers announce it.
      const say = (message: string) => void setTimeout(() => (status.textContent = message));
      const tenant = this.getAttribute('tenant') ?? '';
      if (!TENANT.test(tenant)) return say('This property portal has no county: its tenant attribute must name one, such as harbor-county.');
      let origin: string;
      try {
        origin = new URL(this.getAttribute('api-origin') || base.origin).origin;
      } catch {
        return say('This property portal names an api-origin that is not a web address.');
      }
      say(words.loading);
      loadHost(base).then(
        (host) => {
          if (run !== this.run) return;
          this.unmount = host.mount({ element: this, root, tenant, origin, lang: lang || '', status: say });
        },
        () => run === this.run && say(words.unreachable(base.origin)),
      );
    }
  }

  registry.define(ELEMENT_NAME, AssessorPortalElement);
}

function adoptLoaderStyles(root: ShadowRoot) {
  if (typeof CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in root)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(LOADER_CSS);
  root.adoptedStyleSheets = [sheet];
}
