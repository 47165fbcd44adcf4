const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* .*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A User-Agent said short: "Chrome 120 · Windows"; a program that is not a browser (a POS, curl) by its
 * first word. The full text stays in the cell's title.
 */
export function shortAgent(agent: string): string {
  const browser = BROWSERS.map(([re, name]) => [re.exec(agent), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(agent))?.[1];
  if (!browser) return agent.split(/[\s;(]/)[0] ?? agent;
  const label = `${browser[1]} ${browser[0]![1]}`;
  return system ? `${label} · ${system}` : label;
}
