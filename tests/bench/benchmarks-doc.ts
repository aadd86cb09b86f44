import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'docs/benchmarks.md';
const HEADER =
  '# Benchmarks\n\nWritten by `npm run bench`; each section is replaced when its benchmark runs again.\n';

/** Replaces (or adds) one `## title` section of docs/benchmarks.md, keeping the others. */
export function writeBenchmarkSection(title: string, body: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const sections = current.split(/^(?=## )/m);
  const head = sections[0]?.startsWith('## ') ? HEADER : (sections.shift() ?? HEADER);
  const stamped = `## ${title}\n\nMeasured ${new Date().toISOString().slice(0, 10)}. ${body.trim()}\n\n`;
  // A section rewritten keeps its place in the file; a new one goes at the end.
  const at = sections.findIndex((section) => section.startsWith(`## ${title}\n`));
  const placed =
    at === -1 ? [...sections, stamped] : sections.map((section, index) => (index === at ? stamped : section));
  writeFileSync(
    FILE,
    [head.trimEnd() + '\n\n', ...placed.map((section) => `${section.trimEnd()}\n\n`)].join('').trimEnd() +
      '\n',
  );
}
