/** After a saved order: the page data reloads so the portal shows the new order at once. */
export function useAfterReorder(): () => Promise<void> {
  return async () => {
    window.location.reload();
  };
}
