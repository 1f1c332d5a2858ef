// What the benchmark needs to know about the demo portal, read from its page as a browser gets it:
// the page data (inert JSON in the HTML).

function pageData(html) {
  const match = html.match(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match) throw new Error('the portal page carries no page data');
  return JSON.parse(match[1]);
}

/** Every `uid` in the page data, plus every `itemUid=` link in the markup. */
function itemUids(data, html) {
  const uids = new Set();
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'uid' && typeof inner === 'string') uids.add(inner);
        else walk(inner);
      }
    }
  };
  walk(data);
  for (const m of html.matchAll(/[?&;]itemUid=([\w-]+)/g)) uids.add(m[1]);
  return [...uids];
}

/** Card kinds shown on the page: the grid's cards first, then the sections that are one card. */
function cardKinds(data) {
  const sections = data.view?.sections ?? [];
  const grid = sections.flatMap((section) => section.cards ?? []);
  const single = sections.flatMap((section) => (section.card ? [section.card] : []));
  return [...grid, ...single].filter((card) => card.kind && !card.hidden).map((card) => card.kind);
}

export function portalFacts(html) {
  const data = pageData(html);
  return {
    productId: data.view?.product?.id ?? null,
    cardKinds: cardKinds(data),
    itemUids: itemUids(data, html),
  };
}
