import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.ts';

/** A task that runs until `finish` is called, recording when it started. */
function gate(started: number[], n: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (started.push(n), done.then(() => n)), finish: () => finish() };
}

/** Lets every settled promise's callbacks run. */
const drain = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, the others in order as places free', async () => {
    const semaphore = new Semaphore(2);
    const started: number[] = [];
    const gates = [0, 1, 2, 3, 4].map((n) => gate(started, n));
    const results = gates.map((g) => semaphore.run(g.task));
    await drain();
    expect([started, semaphore.queued]).toEqual([[0, 1], 3]);
    gates[1]!.finish();
    await drain();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.finish();
    gates[2]!.finish();
    await drain();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.finish();
    gates[4]!.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect([semaphore.entered, semaphore.highWater, semaphore.queued]).toEqual([5, 2, 0]);
  });

  it('frees the place of a task that throws', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect([semaphore.entered, semaphore.highWater]).toEqual([2, 1]);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => new Semaphore(0)).toThrow();
    expect(() => new Semaphore(1.5)).toThrow();
  });
});
