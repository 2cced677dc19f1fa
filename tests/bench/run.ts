/**
 * `npm run bench [-- name [args...]]`: runs every tests/bench/*.bench.ts, or the one whose file name
 * contains `name` (remaining arguments go to its `run(args)`). Benchmarks are plain scripts, not
 * timed tests: each exports `run(args?: string[]): Promise<void>` and prints its own numbers.
 */
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const dir = new URL('./', import.meta.url);
const [name, ...args] = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!name || f.includes(name)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark matches ${JSON.stringify(name)}`);
  process.exit(2);
}
for (const f of files) {
  console.log(`\n=== ${f}`);
  const mod = (await import(pathToFileURL(new URL(f, dir).pathname).href)) as { run?: (a: string[]) => Promise<void> };
  if (typeof mod.run !== 'function') throw new Error(`${f} exports no run()`);
  await mod.run(args);
}
