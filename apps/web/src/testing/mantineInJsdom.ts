/**
 * What Mantine reads from the browser and jsdom lacks: the colour scheme preference
 * (matchMedia) and elements' sizes (ResizeObserver). Call it in beforeAll of a jsdom test that
 * renders Mantine components, with React's act environment on.
 */
export function stubMantineBrowserApis(): void {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }),
  });
}
