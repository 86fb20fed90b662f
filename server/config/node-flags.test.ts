import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/paths.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe('the flags the server runs with', () => {
  it('are the flags of `npm start` and `npm run serve`', () => {
    const { scripts } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`);
    expect(scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`);
  });
});
