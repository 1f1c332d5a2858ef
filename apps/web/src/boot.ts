/**
 * The only script the page names. The server-rendered page is complete without JavaScript, so
 * the hydration bundle (React, Mantine and the app, over 100 kB compressed) is fetched only once
 * the page has loaded: on a slow phone it would otherwise share the network with the stylesheet
 * and the banner, which decide when the page first shows. A separate file because the CSP
 * forbids inline scripts.
 */
function startApp(): void {
  void import('./entry-client.js');
}

if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
