import { createTheme } from '@mantine/core';
import { TALL_MODAL_MARGIN_PX } from '@candor/domain/portal/portalUi';

/** One accent (indigo, at shades dark enough for AA contrast on white), neutral greys. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  // Inter (self-hosted, styles/global.css), then a fallback sized like it so the swap does not
  // shift the page, then the system's fonts.
  fontFamily:
    '"Inter Variable", "Inter Fallback", system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: {
    fontFamily:
      '"Inter Variable", "Inter Fallback", system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif',
    fontWeight: '650',
  },
  cursorType: 'pointer',
  // Dialogs and drawers: Mantine's header is a <header>, which assistive technology (and axe)
  // take for a second page banner inside the dialog's section; and its close button is an icon
  // without a name. A plain div, and 'Close', for every one of them.
  components: {
    // visitor-portal.md §9, 'a modal is tall when above window height minus 160 px': a modal
    // keeps 80 px above and below, so a tall one stops at that height and scrolls inside it.
    Modal: { defaultProps: { yOffset: TALL_MODAL_MARGIN_PX / 2 } },
    ModalRoot: { defaultProps: { yOffset: TALL_MODAL_MARGIN_PX / 2 } },
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    ModalCloseButton: { defaultProps: { 'aria-label': 'Close' } },
    DrawerCloseButton: { defaultProps: { 'aria-label': 'Close' } },
  },
});
