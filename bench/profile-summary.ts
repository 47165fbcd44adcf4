/**
 * node --import tsx bench/profile-summary.ts <file.cpuprofile> [top] — where a V8 CPU profile (the API's,
 * from BENCH_CPU_PROF) spent its time: self time per function and per file or package, largest first, as
 * a share of the profile's samples (idle excluded).
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** A file's package (node_modules/<name>), or its path under the repository, or node's own. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const repo = /\/(apps\/.*|packages\/.*|bench\/.*)$/.exec(url);
  return repo ? repo[1]! : url;
}

const fn = new Map<string, number>();
const place = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const frame = byId.get(id)!.callFrame;
  if (frame.functionName === '(idle)') continue;
  total += us;
  const where = placeOf(frame.url);
  const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  place.set(where, (place.get(where) ?? 0) + us);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms busy)`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    );
  }
};
print('self time by file or package', place);
print('self time by function', fn);
