/**
 * A strict reader of the Prometheus text format 0.0.4 (what Prometheus scrapes): every line is
 * a HELP, a TYPE, another comment or a sample, names and labels are well formed, a family is
 * declared once and before its samples, and histograms are whole (cumulative buckets ending at
 * +Inf, equal to _count, with a _sum). Anything else throws, naming the line.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string | undefined;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const types = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const suffixes: Record<Family['type'], string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function number(text: string, where: string): number {
  // As Prometheus reads values (Go's ParseFloat): Inf and NaN in any case (prom-client writes Nan).
  if (/^\+?inf(inity)?$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (/^nan$/i.test(text)) return Number.NaN;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
    throw new Error(`${where}: '${text}' is not a number`);
  }
  return Number(text);
}

/** Reads `{a="x",b="y"}` from `text` at `start` (the `{`); returns the labels and the end. */
function readLabels(text: string, start: number, where: string) {
  const labels: Record<string, string> = {};
  let i = start + 1;
  for (;;) {
    if (text[i] === '}') return { labels, end: i + 1 };
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`${where}: a label without '='`);
    const name = text.slice(i, eq);
    if (!LABEL.test(name)) throw new Error(`${where}: bad label name '${name}'`);
    if (name in labels) throw new Error(`${where}: label '${name}' twice`);
    if (text[eq + 1] !== '"') throw new Error(`${where}: label '${name}' is not quoted`);
    let value = '';
    let j = eq + 2;
    for (; ; j++) {
      const c = text[j];
      if (c === undefined) throw new Error(`${where}: label '${name}' is not closed`);
      if (c === '"') break;
      if (c === '\\') {
        const next = text[++j];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`${where}: bad escape '\\${next ?? ''}' in label '${name}'`);
      } else {
        value += c;
      }
    }
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i++;
    else if (text[i] !== '}')
      throw new Error(`${where}: expected ',' or '}' after label '${name}'`);
  }
}

function familyOf(families: Map<string, Family>, name: string): Family | undefined {
  const exact = families.get(name);
  if (exact && suffixes[exact.type].includes('')) return exact;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!name.endsWith(suffix)) continue;
    const family = families.get(name.slice(0, -suffix.length));
    if (family && suffixes[family.type].includes(suffix)) return family;
  }
  return undefined;
}

function checkHistogram(family: Family): void {
  const series = new Map<string, Sample[]>();
  const keyOf = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([name]) => name !== 'le')
        .sort(),
    );
  for (const sample of family.samples) {
    const key = keyOf(sample.labels);
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, samples] of series) {
    const buckets = samples.filter((s) => s.name.endsWith('_bucket'));
    const count = samples.find((s) => s.name === `${family.name}_count`);
    const sum = samples.find((s) => s.name === `${family.name}_sum`);
    if (!count || !sum || buckets.length === 0) {
      throw new Error(`${family.name}${key}: a histogram needs buckets, _sum and _count`);
    }
    let previous = 0;
    let previousLe = Number.NEGATIVE_INFINITY;
    for (const bucket of buckets) {
      if (bucket.labels.le === undefined) throw new Error(`${family.name}: a bucket without le`);
      const le = number(bucket.labels.le, family.name);
      if (le <= previousLe) throw new Error(`${family.name}${key}: buckets out of order`);
      if (bucket.value < previous) throw new Error(`${family.name}${key}: buckets not cumulative`);
      previous = bucket.value;
      previousLe = le;
    }
    if (previousLe !== Number.POSITIVE_INFINITY || previous !== count.value) {
      throw new Error(`${family.name}${key}: the +Inf bucket must end the buckets and be _count`);
    }
  }
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const seenSamples = new Set<string>();
  if (text !== '' && !text.endsWith('\n')) throw new Error('the text must end with a newline');
  const lines = text.split('\n').slice(0, -1);
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (line.trim() === '') return;
    if (line.startsWith('#')) {
      const match = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
      if (!match) return; // another comment
      const [, kind, name = '', rest = ''] = match;
      if (!NAME.test(name)) throw new Error(`${where}: bad metric name '${name}'`);
      const family = families.get(name);
      if (kind === 'TYPE') {
        if (!types.has(rest)) throw new Error(`${where}: unknown type '${rest}'`);
        if (family?.samples.length) throw new Error(`${where}: TYPE of ${name} after its samples`);
        if (family && family.type !== 'untyped') throw new Error(`${where}: ${name} typed twice`);
        families.set(name, {
          name,
          type: rest as Family['type'],
          help: family?.help,
          samples: family?.samples ?? [],
        });
      } else {
        if (family?.help !== undefined) throw new Error(`${where}: HELP of ${name} twice`);
        families.set(name, { name, type: family?.type ?? 'untyped', help: rest, samples: [] });
      }
      return;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`${where}: not a sample: '${line.slice(0, 80)}'`);
    const name = line.slice(0, nameEnd);
    if (!NAME.test(name)) throw new Error(`${where}: bad metric name '${name}'`);
    let labels: Record<string, string> = {};
    let rest = line.slice(nameEnd);
    if (rest.startsWith('{')) {
      const read = readLabels(line, nameEnd, where);
      labels = read.labels;
      rest = line.slice(read.end);
    }
    const parts = rest.split(' ');
    if (parts[0] !== '' || parts.length < 2 || parts.length > 3) {
      throw new Error(`${where}: expected ' value [timestamp]' after ${name}`);
    }
    const value = number(parts[1] ?? '', where);
    if (parts[2] !== undefined && !/^-?\d+$/.test(parts[2])) {
      throw new Error(`${where}: bad timestamp '${parts[2]}'`);
    }
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seenSamples.has(key)) throw new Error(`${where}: ${name} with the same labels twice`);
    seenSamples.add(key);
    let family = familyOf(families, name);
    if (!family) {
      const owner = ['', '_bucket', '_sum', '_count']
        .filter((suffix) => name.endsWith(suffix))
        .map((suffix) => name.slice(0, name.length - suffix.length))
        .find((base) => families.has(base));
      if (owner !== undefined)
        throw new Error(`${where}: ${name} does not fit the TYPE of ${owner}`);
      family = { name, type: 'untyped', help: undefined, samples: [] };
      families.set(name, family);
    }
    family.samples.push({ name, labels, value });
  });
  for (const family of families.values()) {
    if (family.type === 'histogram') checkHistogram(family);
  }
  return families;
}

/** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name !== name) continue;
      if (Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) {
        return sample.value;
      }
    }
  }
  return undefined;
}
