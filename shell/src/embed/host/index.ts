// embed/host.js: an async boundary, so the federation runtime negotiates the shared singletons
// (React, the router, mfe-shared) before the embed's code runs, as the shell's does.
import(/* webpackChunkName: "embed-bootstrap" */ './bootstrap');
