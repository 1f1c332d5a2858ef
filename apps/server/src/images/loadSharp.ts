/**
 * sharp (libvips) is loaded at its first use rather than at start: only image uploads, card
 * icons, the Open Graph image and the demo's seed use it, and loaded it is about 30 MB of the
 * server's resident memory (bench:memory). Node keeps the module once loaded.
 */
import type sharp from 'sharp';

export async function loadSharp(): Promise<typeof sharp> {
  return (await import('sharp')).default;
}
