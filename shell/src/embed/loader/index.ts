// /embed.js: the loader a county puts on its page (README, "The embed"). Small on purpose: it only
// defines <assessor-portal>; the host with React and the federation runtime loads when one is used.
import { loadHost } from './host-script';
import { loaderUrl } from './loader-url';
import { definePortalElement } from './portal-element';

definePortalElement(loaderUrl(), (base) => loadHost(base));
