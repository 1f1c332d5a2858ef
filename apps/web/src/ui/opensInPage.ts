import type { MouseEvent } from 'react';

/**
 * The click handler of a link to a page the server answers (a form, the search results) that
 * the loaded app answers in place (a dialog): before hydration, or without JavaScript, the link
 * is followed; after, a plain click opens the dialog and a click with a modifier key still
 * opens the page (a new tab). Such links keep the role of the buttons they were (`role="button"`):
 * once the app has loaded, they open a dialog.
 */
export const opensInPage =
  (open: () => void) =>
  (event: MouseEvent<HTMLElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    open();
  };
