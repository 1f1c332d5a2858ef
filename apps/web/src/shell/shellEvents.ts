/** Window events other parts of the page use to open the shell's dialogs. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'candor:open-cookie-settings';
export const OPEN_WELCOME_EVENT = 'candor:open-welcome';

export const openCookieSettings = (): void => {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
};
