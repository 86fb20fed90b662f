import { describe, expect, it } from 'vitest';
import { envTypoWarnings } from './env-typos.ts';

describe('envTypoWarnings', () => {
  it('names a variable one or two edits from one of ours, and the one meant', () => {
    expect(envTypoWarnings({ REDIS_ULR: 'redis://127.0.0.1:6379' })).toEqual([
      'REDIS_ULR is not a variable this server reads — did you mean REDIS_URL?',
    ]);
    const cases = {
      DATABSE_URL: 'DATABASE_URL',
      SMTP_UR: 'SMTP_URL',
      smtp_url: 'SMTP_URL',
      LOGLEVEL: 'LOG_LEVEL',
      DATA_DIRS: 'DATA_DIR',
      MOLIE_API_KEY: 'MOLLIE_API_KEY',
      PROT: 'PORT',
      HSOT: 'HOST',
      NODE_EVN: 'NODE_ENV',
    };
    for (const [typo, meant] of Object.entries(cases))
      expect(envTypoWarnings({ [typo]: 'x' }), typo).toEqual([
        `${typo} is not a variable this server reads — did you mean ${meant}?`,
      ]);
  });

  it('names a retired variable and what replaced it', () => {
    expect(envTypoWarnings({ STAFF_API_TOKEN: 'x'.repeat(32) })).toEqual([
      'STAFF_API_TOKEN is no longer read: staff log in to the console at /admin (npm run staff -- create makes the first admin).',
    ]);
  });

  it('says nothing of our own variables, nor of the environment this test runs in', () => {
    expect(
      envTypoWarnings({ REDIS_URL: 'redis://x', DATABASE_URL: 'postgres://x', npm_lifecycle_event: 'start' }),
    ).toEqual([]);
    expect(envTypoWarnings(process.env)).toEqual([]);
  });

  it('says nothing of everyday variables of shells, npm, libpq, systemd, containers and Kubernetes', () => {
    const everyday = (
      'HOME PATH PWD OLDPWD SHELL USER LOGNAME TERM LANG TZ TMPDIR HOSTNAME HOSTTYPE EDITOR MAIL SHLVL _ NODE ' +
      'NODE_OPTIONS NODE_PATH NODE_EXTRA_CA_CERTS INIT_CWD npm_config_port npm_config_host npm_lifecycle_script ' +
      'npm_node_execpath PGHOST PGPORT PGDATA PGUSER LC_ALL XDG_DATA_DIRS SSH_AUTH_SOCK INVOCATION_ID JOURNAL_STREAM ' +
      'NOTIFY_SOCKET LISTEN_PID REDIS_PORT REDIS_SERVICE_HOST SMTP_PORT DATABASE_PORT KUBERNETES_PORT CI'
    ).split(' ');
    expect(envTypoWarnings(Object.fromEntries(everyday.map((name) => [name, 'x'])))).toEqual([]);
  });
});
