// react-router 7 reads TextEncoder when it loads, and jest's jsdom environment does not define it.
// Import this module before anything that imports react-router-dom (portal-fixture does it first).
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
