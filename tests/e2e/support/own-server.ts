import { type ChildProcess, execFileSync, spawn } from 'node:child_process';

/**
 * A server a browser test starts and stops itself, on its own embedded data directory: for journeys
 * that need the server down for a while (an operator applying a records update, which takes the
 * embedded database's only lock). `start` resolves once /api/health answers; `stop` sends SIGTERM
 * and waits for the exit, as an operator's restart would.
 */
export interface OwnServer {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const freePort = (): number =>
  Number(
    execFileSync(
      process.execPath,
      [
        '-e',
        `const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})`,
      ],
      { encoding: 'utf8' },
    ).trim(),
  );

export const ownServer = (dataDir: string, env: Record<string, string> = {}): OwnServer => {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let stderr = '';
  return {
    url,
    async start() {
      stderr = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          PUBLIC_URL: url,
          DEMO_DATA: 'off',
          TRUST_PROXY: 'on',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (b: Buffer) => {
        stderr = (stderr + b.toString()).slice(-4000);
      });
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`the server did not answer /api/health in 90 s: ${stderr}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
};
