// Bumps the portal's revision the way an editor does: hiding or showing a card through
// PATCH /api/trust-center/products/{productId}/cards/{kind} (staff session, same origin).
import { rawRequest } from './rawRequest.mjs';

/**
 * For the first card of the product the portal facts name (BENCH_CARD_KIND names another kind).
 * @returns {Promise<(((hidden: boolean) => Promise<void>) & {answerMs: number[]}) | null>} a
 * function that sets the card's hidden flag (its `answerMs` lists how long each change took to be
 * answered), or null when the facts name no product, the server has no such endpoint (404) or it
 * refuses this card.
 */
export async function revisionBumper({ base, cookie, facts }) {
  const { productId } = facts;
  if (!productId) return null;
  const kind = process.env.BENCH_CARD_KIND ?? facts.cardKinds[0];
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
  /** How long each change took to be answered (the editor's wait), in ms. */
  const answerMs = [];
  const bump = async (hidden) => {
    const started = performance.now();
    check(await setHidden(hidden));
    answerMs.push(performance.now() - started);
  };
  bump.answerMs = answerMs;
  return bump;
}
