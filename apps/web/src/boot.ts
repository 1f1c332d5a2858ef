/**
 * The only script the page names. The server-rendered page is complete without JavaScript, so
 * the hydration bundle (React, Mantine and the app, over 100 kB compressed) is fetched only once
 * the page has loaded: on a slow phone it would otherwise share the network with the stylesheet
 * and the banner, which decide when the page first shows. A separate file because the CSP
 * forbids inline scripts.
 *
 * It imports nothing itself, statically or through the bundler's helpers: the server names the
 * app's files on this script's element (`data-app`, `data-modules`, `data-styles`, from the
 * build's manifest), so that before the first paint the page asks for this one small file and
 * no chunk of the bundler's runtime.
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

/** Links a stylesheet the page does not link yet; resolves once it has loaded (or failed). */
function linkStylesheet(href: string): Promise<void> {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (linked) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}

/**
 * The app's static imports (React DOM first, the bundler's runtime) are imported at once, each a
 * chunk compiled as it arrives, so React DOM, half of the app's script, runs in a task of its own
 * rather than in one with the app; the app is fetched beside its whole stylesheet and run once
 * that is there (the page carries only the rules its own markup uses), so nothing it draws later
 * is unstyled.
 */
function startApp(): void {
  const script = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = script?.dataset.app;
  if (!script || !app) return;
  const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
  for (const module of list(script.dataset.modules)) void import(/* @vite-ignore */ module);
  // Fetched beside the stylesheet, run after it.
  const preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.href = app;
  document.head.append(preload);
  void Promise.all(list(script.dataset.styles).map(linkStylesheet)).then(
    () => import(/* @vite-ignore */ app),
  );
}

if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
export {};
