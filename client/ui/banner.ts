/**
 * The slim connection banner above the page. It sits in the page's flow (the screen below
 * shrinks by its height), so it never covers the turn line or a button.
 */
export function showConnectionBanner(text: string | null): void {
  const banner = document.getElementById('reconnect-banner');
  if (!banner) return;
  if (text === null) {
    banner.hidden = true;
    document.body.classList.remove('connection-lost');
    return;
  }
  banner.textContent = text;
  banner.hidden = false;
  document.body.classList.add('connection-lost');
}
