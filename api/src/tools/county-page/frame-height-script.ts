/**
 * The few lines a county puts on its page beside the iframe fallback (README, "The iframe
 * fallback"): the portal's frame says its height, the page sets it, so the frame never scrolls on
 * its own. Served as a file here, so the demo page's Content-Security-Policy needs no inline script.
 */
export function frameHeightScript(portalOrigin: string): string {
  return `// Sizes each <iframe data-assessor-portal> to the height its portal reports.
window.addEventListener('message', function (event) {
  if (event.origin !== ${JSON.stringify(portalOrigin)} || !event.data || event.data.type !== 'assessor-portal:height') return;
  document.querySelectorAll('iframe[data-assessor-portal]').forEach(function (frame) {
    if (frame.contentWindow === event.source) frame.style.height = Math.max(0, Number(event.data.height) || 0) + 'px';
  });
});
`;
}
