/**
 * The only script the page names. The server-rendered page is complete without JavaScript, so
 * the hydration bundle (React, Mantine and the app, over 100 kB compressed) is fetched only once
 * the page has loaded: on a slow phone it would otherwise share the network with the stylesheet
 * and the banner, which decide when the page first shows. A separate file because the CSP
 * forbids inline scripts.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first object schema is built. The portal's CSP forbids eval, and Chromium reports even the
 * swallowed probe as a violation, so the setting is made here, before any schema module runs.
 * zod keeps its global configuration on this property of globalThis.
 */
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

/**
 * React DOM is half of the app's script. Imported here as well as by the app, it is a chunk of
 * its own, fetched beside the app's: each chunk is compiled as it arrives and React DOM's graph,
 * the smaller one, usually completes first and runs in a task of its own. On a phone that is two
 * tasks of about half the length instead of one that holds the main thread for both.
 */
function startApp(): void {
  void import('react-dom/client');
  void import('./entry-client.js');
}

if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
export {};
