import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/config/node-flags.ts';
import { projectRoot } from '../../server/lib/paths.ts';

/**
 * A release as README "Production" makes one: the repository's files and the built dist/, with the production
 * dependencies only (`npm ci --omit=dev`), in a folder of its own. Whatever the built server needs from a dev
 * dependency, or a file the repository does not hold, fails here.
 */
export function makeRelease(): string {
  const release = mkdtempSync(join(tmpdir(), 'dating-release-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: projectRoot })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(projectRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(release, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(release, file));
  }
  cpSync(join(projectRoot, 'dist'), join(release, 'dist'), { recursive: true });
  execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: release,
    stdio: 'ignore',
  });
  return release;
}

export interface Instance {
  url: string;
  process: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
}

/** Starts the release's built server as systemd would (deploy/dating@.service); resolves once it serves. */
export async function startInstance(release: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
    cwd: release,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the instance did not start:\n${output}`)), 120_000);
    const check = () => {
      if (!output.includes('Serving on')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`the instance exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${env.PORT}`, process: child, output: () => output };
}

/** Sends SIGTERM and resolves with the exit code. */
export function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** haproxy with deploy/haproxy.cfg in front of the given instances (host:port each), listening on `bind`. */
export function startBalancer(bind: string, app1: string, app2: string): ChildProcess {
  return spawn('haproxy', ['-db', '-f', join(projectRoot, 'deploy', 'haproxy.cfg')], {
    env: { PATH: process.env.PATH, DATING_BIND: bind, DATING_APP1: app1, DATING_APP2: app2 },
    stdio: 'ignore',
  });
}
