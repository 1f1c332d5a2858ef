/**
 * Loads the organisation's scripts the visitor agreed to, each once, with the small set-up its
 * vendor documents (done here, in Candor's own bundle, because the CSP forbids inline script).
 * A script already loaded cannot be unloaded: withdrawing consent reloads the page.
 */
import type { ConsentScript } from '@candor/domain/consent/scripts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    intercomSettings?: Record<string, unknown>;
  }
}

const vendorWindow = (): Window => window;

function dataLayer(): unknown[] {
  const w = vendorWindow();
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

function prepare(script: ConsentScript): void {
  const url = new URL(script.src);
  const w = vendorWindow();
  switch (script.vendor) {
    case 'gtag': {
      const layer = dataLayer();
      // gtag.js reads `arguments` objects from the data layer, exactly as its snippet pushes them.
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
      w.gtag('js', new Date());
      const id = url.searchParams.get('id');
      if (id) w.gtag('config', id);
      break;
    }
    case 'gtm':
      dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      break;
    case 'intercom': {
      // https://widget.intercom.io/widget/{app_id}
      const appId = url.pathname.split('/').filter(Boolean).pop();
      if (appId) w.intercomSettings = { ...w.intercomSettings, app_id: appId };
      break;
    }
    case 'google_ua':
    case 'hubspot':
      // Their scripts start themselves.
      break;
  }
}

export function loadScript(
  src: string,
  marker: string,
  attributes: Record<string, string> = {},
): void {
  if (document.querySelector(`script[data-candor-script="${CSS.escape(marker)}"]`)) return;
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  element.dataset.candorScript = marker;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
}

export function loadConsentedScripts(scripts: ConsentScript[]): void {
  for (const script of scripts) {
    if (document.querySelector(`script[data-candor-script="${script.vendor}"]`)) continue;
    prepare(script);
    loadScript(script.src, script.vendor);
  }
}
