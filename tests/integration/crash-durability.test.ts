import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLeadStore } from '@/lib/server/database/connection';
import { provideTestStore, requestCallLead, storedLeads } from './support/lead-service';

provideTestStore();

let server: ChildProcess | undefined;

afterEach(() => {
  server?.kill('SIGKILL');
});

/** Starts the lead route in its own process, on the test file's store. */
async function startServer(): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      // As the operators' CLI runs: the lead's staff e-mail is rendered with react-dom/server.
      '--import',
      './scripts/server-only-outside-next.mjs',
      '--import',
      'tsx',
      path.join(__dirname, 'support/lead-server.ts'),
    ],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  server = child;
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const port = /listening (\d+)/.exec(output)?.[1];
    if (port) return `http://127.0.0.1:${port}`;
  }
  throw new Error('the lead server exited before listening');
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

function postLead(origin: string, index: number) {
  return fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(requestCallLead({ phone: `+97150222${String(index).padStart(4, '0')}` })),
  });
}

// Each case starts a server process (tsx): several seconds on a busy machine.
describe('a server killed with SIGKILL right after a 201', { timeout: 30_000 }, () => {
  it('still has the lead after a restart', async () => {
    const origin = await startServer();
    const response = await postLead(origin, 0);
    expect(response.status).toBe(201);
    await killHard(server!);
    const { data } = (await response.json()) as { data: { id: string } };

    await closeLeadStore(); // reopen from disk, as the next process would
    expect((await storedLeads()).map((lead) => lead.id)).toContain(data.id);
  });

  it('loses none of the leads it acknowledged while 50 were in flight', async () => {
    const origin = await startServer();
    const child = server!;
    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;
    await Promise.allSettled(
      Array.from({ length: 50 }, async (_, index) => {
        const response = await postLead(origin, index + 1);
        if (response.status !== 201) return;
        acknowledged.push(((await response.json()) as { data: { id: string } }).data.id);
        // The kill lands the moment the tenth 201 arrives, with the other writes still in flight;
        // any 201 that was already on its way counts too.
        if (acknowledged.length === 10) killed = killHard(child);
      }),
    );
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    await closeLeadStore();
    const stored = new Set((await storedLeads()).map((lead) => lead.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    console.info(
      `[crash test] acknowledged ${acknowledged.length}, stored ${stored.size - 1} of 50, lost ${lost.length}`,
    );
    expect(lost).toEqual([]);
  });
});
