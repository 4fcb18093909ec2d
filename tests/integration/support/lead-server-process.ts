import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Starts support/lead-server.ts (the lead route in a process of its own) on the test file's store,
 * as another instance of the site would run; resolves with its origin once it listens.
 */
export async function startLeadServer(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    // As the operators' CLI runs: the lead's staff e-mail is rendered with react-dom/server.
    [
      '--import',
      './scripts/server-only-outside-next.mjs',
      '--import',
      'tsx',
      path.join(__dirname, 'lead-server.ts'),
    ],
    {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const port = /listening (\d+)/.exec(output)?.[1];
    if (port) return { origin: `http://127.0.0.1:${port}`, child };
  }
  throw new Error('the lead server exited before listening');
}
