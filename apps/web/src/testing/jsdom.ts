/**
 * What Mantine needs of a browser that jsdom lacks (the colour scheme preference, a table's
 * scroll width), and React's act() switched on: called once, in beforeAll, by a jsdom test.
 */
export function prepareJsdomForMantine(): void {
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
