/** Writes into the live region of index.html, which exists before React does. */
export function setStartupStatus(message: string): void {
  const region = document.getElementById('startup-status');
  if (region) region.textContent = message;
}
