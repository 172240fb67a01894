// react-router 7 reads TextEncoder when it loads, and jest's jsdom environment does not define it.
// jest.config.js loads it in setupFiles, before any test module imports react-router.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
