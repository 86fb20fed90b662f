import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 15;

/** After the run, the slowest test files (import plus tests and hooks), so that CI's output says where time goes. */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const timed = testModules.map((module) => {
      const { collectDuration, duration } = module.diagnostic();
      return { name: `${module.project.name} ${module.relativeModuleId}`, importMs: collectDuration, runMs: duration };
    });
    timed.sort((a, b) => b.importMs + b.runMs - (a.importMs + a.runMs));
    console.log(`\nSlowest ${Math.min(SHOWN, timed.length)} of ${timed.length} test files (import + tests and hooks):`);
    for (const { name, importMs, runMs } of timed.slice(0, SHOWN)) {
      console.log(`  ${((importMs + runMs) / 1000).toFixed(1).padStart(6)} s  ${name}`);
    }
  }
}
