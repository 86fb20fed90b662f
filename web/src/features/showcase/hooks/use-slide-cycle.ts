import { useEffect, useState } from 'react';

/** Whether the visitor asked for less motion; false until the browser is asked (so the server's render matches). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The slide in view of a slideshow of `count` slides, moving on every `intervalMs` while not paused; it stands still
 * where the visitor asked for less motion. The first render shows slide 0 (the server's).
 */
export function useSlideCycle(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const moving = !paused && !reducedMotion && count > 1;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [moving, count, intervalMs]);
  return { index: count ? index % count : 0, moving, reducedMotion, setIndex };
}
