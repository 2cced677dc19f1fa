/**
 * Sums a V8 CPU profile (`node --cpu-prof`) up: self time by function and by package or folder, the
 * share of the whole, and the time of the idle and garbage-collection nodes.
 *
 *   npx tsx tests/bench/support/profile-summary.ts FILE.cpuprofile [--top 25]
 */
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts FILE.cpuprofile [--top N]');
  process.exit(2);
}
const top = Number(rest[rest.indexOf('--top') + 1] ?? 25) || 25;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** A node's place: a package under node_modules, a folder of ours, or node's own code. */
const placeOf = (url: string): string => {
  if (!url) return '(native / V8)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1] ?? url;
  if (url.startsWith('node:')) return url;
  const ours = /\/(core|adapters|server|tests)\/([^/]+)/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
};

const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const fn = new Map<string, number>();
const place = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id);
  if (!n) continue;
  const { functionName, url, lineNumber } = n.callFrame;
  const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\/(node_modules|work\/[^/]+)\//, '')}:${lineNumber + 1}` : ''}`;
  fn.set(name, (fn.get(name) ?? 0) + us);
  const p = ['(idle)', '(program)', '(garbage collector)'].includes(functionName) ? functionName : placeOf(url);
  place.set(p, (place.get(p) ?? 0) + us);
}
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
show('Self time by package or folder', place);
show('Self time by function', fn);
