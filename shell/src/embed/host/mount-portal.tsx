import { createRoot } from 'react-dom/client';
import type { MountOptions } from '../host-contract';
import { declareFonts } from './embed-fonts';
import { EmbedStartUp } from './embed-start-up';
import { adoptPortalStyles, hostBase } from './embed-styles';

/** Renders one portal into its element's shadow root; returns how to take it down (the element left the page). */
export function mountPortal({ element, root, tenant, origin, lang, status }: MountOptions): () => void {
  const base = hostBase();
  declareFonts(base);
  adoptPortalStyles(root, base);
  const container = root.ownerDocument.createElement('div');
  container.lang = lang || 'en';
  root.append(container);
  const reactRoot = createRoot(container);
  reactRoot.render(<EmbedStartUp tenant={tenant} origin={origin} element={element} root={root} status={status} lang={lang} />);
  return () => {
    reactRoot.unmount();
    container.remove();
  };
}
