/**
 * Whether the player asked the system for less motion. Tweens then jump to their end, and a
 * renderer has nothing to wait for between two changes.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
