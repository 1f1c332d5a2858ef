// Bumps the portal's revision the way an editor does: hiding or showing a card through
// PATCH /api/trust-center/products/{productId}/cards/{kind} (staff session, same origin).
import { rawRequest } from './rawRequest.mjs';

/**
 * @returns {Promise<((hidden: boolean) => Promise<void>) | null>} a function that sets the card's
 * hidden flag, or null when the server has no such endpoint (404) or refuses this card.
 */
export async function revisionBumper({ base, cookie, productId, kind }) {
  const setHidden = async (hidden) => {
    const response = await rawRequest(
      `${base}/api/trust-center/products/${encodeURIComponent(productId)}/cards/${encodeURIComponent(kind)}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ hidden }),
      },
    );
    return response;
  };
  // Showing a card that is shown is a harmless first call, and tells whether the endpoint exists.
  const probe = await setHidden(false);
  if (probe.status === 404) return null;
  if (probe.status !== 200) {
    console.log(`revision bump: ${kind} answered ${probe.status}: ${probe.body.toString()}`);
    return null;
  }
  const check = (response) => {
    if (response.status !== 200) {
      throw new Error(`revision bump answered ${response.status}: ${response.body.toString()}`);
    }
  };
  return async (hidden) => check(await setHidden(hidden));
}
