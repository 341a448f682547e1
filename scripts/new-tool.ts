/**
 * Writes a working skeleton of a new tool in the project's shape (CONTRIBUTING.md, "Adding a
 * tool"), so the tree typechecks and its tests pass right after:
 *
 *   npm run new:tool -- <slug> --category <category-slug>
 *     a browser tool: src/tools/<slug>/ (screen, messages, logic and its unit test), the catalogue
 *     entry and its Nepali placeholder.
 *   npm run new:job -- <slug> --category <category-slug> --medium <image|pdf|media|office|web>
 *     a server job type as well: its module shared/jobs/types/<slug>.ts (listed in job-types.ts),
 *     its processor server/processing/<medium>/<slug>.ts (listed in load-processor.ts), a screen
 *     that runs it, and the OpenAPI snapshot accepted with the new type in it.
 *
 * Then fill in: the logic or the processor, the parameters, the texts and their Nepali words.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { jobFiles, toolFiles, type Names } from './new-tool-templates.ts';

const media = ['image', 'pdf', 'media', 'office', 'web'] as const;
type Medium = (typeof media)[number];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    category: { type: 'string' },
    job: { type: 'boolean', default: false },
    medium: { type: 'string', default: 'pdf' },
    root: { type: 'string', default: process.cwd() },
  },
});

function fail(message: string): never {
  console.error(`new-tool: ${message}`);
  process.exit(2);
}

const slug = positionals[0] ?? fail('name the tool: npm run new:tool -- <slug> --category <slug>');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(slug)) {
  fail(`"${slug}" is no slug: lower-case words joined by hyphens, at least two (merge-pdf)`);
}
const category = values.category ?? fail('say its category: --category document-tools');
const medium = values.medium as Medium;
if (!media.includes(medium)) fail(`--medium is one of ${media.join(', ')}`);
const root = values.root;

/** Words a title writes in capitals: `merge-pdf` is Merge PDF. */
const acronyms = new Set([
  'pdf',
  'gif',
  'jpg',
  'png',
  'svg',
  'url',
  'mp3',
  'mp4',
  'css',
  'html',
  'json',
  'qr',
]);
/** What a tool of each medium works on (related tools are drawn by kind). */
const kindOf = {
  image: 'image',
  pdf: 'pdf',
  media: 'video',
  office: 'word',
  web: 'video',
} as const;

const camel = slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const names: Names = {
  slug,
  camel,
  pascal: camel[0]!.toUpperCase() + camel.slice(1),
  title: slug
    .split('-')
    .map((word) =>
      acronyms.has(word) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1),
    )
    .join(' '),
  medium,
};

const at = (path: string) => join(root, path);

function writeNew(path: string, text: string): void {
  if (existsSync(at(path))) fail(`${path} exists already`);
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), text);
  console.log(`wrote ${path}`);
}

/** Puts `text` into a file before the first line at or after `after` that equals `before`. */
function insertBefore(path: string, after: RegExp, before: string, text: string): void {
  const lines = readFileSync(at(path), 'utf8').split('\n');
  const start = lines.findIndex((line) => after.test(line));
  if (start < 0) fail(`${path}: ${after} not found`);
  const end = lines.findIndex((line, index) => index > start && line === before);
  if (end < 0) fail(`${path}: the end of ${after} not found`);
  lines.splice(end, 0, text);
  writeFileSync(at(path), lines.join('\n'));
  console.log(`added to ${path}`);
}

function addImport(path: string, line: string): void {
  const text = readFileSync(at(path), 'utf8');
  const lines = text.split('\n');
  const last = lines.findLastIndex((l) => l.startsWith('import ') || l.startsWith('} from '));
  lines.splice(last + 1, 0, line);
  writeFileSync(at(path), lines.join('\n'));
}

const catalogue = 'shared/catalogue/categories.ts';
const catalogueText = readFileSync(at(catalogue), 'utf8');
if (!catalogueText.includes(`    slug: '${category}',`)) fail(`no category "${category}"`);
if (catalogueText.includes(`slug: '${slug}',`)) fail(`the catalogue has "${slug}" already`);

for (const [path, text] of Object.entries(values.job ? jobFiles(names) : toolFiles(names))) {
  writeNew(path, text);
}

insertBefore(
  catalogue,
  new RegExp(`^    slug: '${category}',$`),
  '    ],',
  `      {
        slug: '${slug}',
        name: '${names.title}',
        description: 'What ${names.title} does, in one sentence.',
        icon: 'Cog',
        kinds: ['${values.job ? kindOf[medium] : 'text'}'],
        keywords: [],
      },`,
);
insertBefore(
  'shared/i18n/ne-catalogue.ts',
  /^ {2}tools: \{$/,
  '  },',
  `    // The Nepali words are still to be written (अनुवाद बाँकी: translation pending).
    '${slug}': {
      name: '${names.title} (अनुवाद बाँकी)',
      description: '${names.title}: अनुवाद बाँकी।',
    },`,
);

if (values.job) {
  const types = 'shared/jobs/job-types.ts';
  addImport(types, `import { ${camel}Job } from './types/${slug}.ts';`);
  insertBefore(types, /^const jobModules = \[$/, '] as const;', `  ${camel}Job,`);
  const loader = 'server/processing/load-processor.ts';
  addImport(loader, `import { ${camel}Job } from '../../shared/jobs/types/${slug}.ts';`);
  insertBefore(
    loader,
    /^const processorModules/,
    '};',
    `  [${camel}Job.type]: () => import('./${medium}/${slug}.ts'),`,
  );
}

const npx = (args: string[]) => execFileSync('npx', args, { cwd: root, stdio: 'inherit' });
npx([
  'prettier',
  '--log-level',
  'warn',
  '--write',
  catalogue,
  'shared/i18n',
  'shared',
  'server',
  'src/tools',
]);
if (values.job) {
  // The API now has one more type: the contract's snapshot takes it in.
  npx(['vitest', 'run', '--project', 'unit', 'server/openapi', '--update']);
}
console.log(
  `\n${slug} is in place. Fill in its logic, texts and Nepali words; after npm run build, record its page's first-load budget with node bench/first-load-budgets.ts; then npm test.`,
);
