// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderFirstScreen } from './first-screen.tsx';
import { visitorBoot } from './test/site.ts';

vi.mock('./app/routes/home.tsx', () => ({
  Component: () => {
    throw new Error('the home screen failed');
  },
}));

/** A screen drawn in part is no first screen: the server then sends the page without one (the browser draws it). */
describe('a first screen that fails on the server', () => {
  it('is refused when a part inside the layout failed, and when the layout itself did', async () => {
    await expect(renderFirstScreen('https://demo.test/', visitorBoot('nl'))).rejects.toThrow('not drawn whole');
    const broken = { ...visitorBoot('nl'), settings: null as never };
    await expect(renderFirstScreen('https://demo.test/', broken)).rejects.toThrow();
  });
});
