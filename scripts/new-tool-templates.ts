/** The files `npm run new:tool` and `npm run new:job` write (scripts/new-tool.ts). */

export interface Names {
  slug: string;
  camel: string;
  pascal: string;
  title: string;
  medium: 'image' | 'pdf' | 'media' | 'office' | 'web';
}

/** What a new job of each medium takes and gives until its author says otherwise. */
const jobInput = {
  image: { kind: 'image', limit: 'image', extension: '.png', contentType: 'image/png' },
  pdf: { kind: 'pdf', limit: 'document', extension: '.pdf', contentType: 'application/pdf' },
  media: {
    kind: 'video',
    limit: 'videoForAudioTools',
    extension: '.mp4',
    contentType: 'video/mp4',
  },
  office: {
    kind: 'word',
    limit: 'document',
    extension: '.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  web: { kind: 'pdf', limit: 'document', extension: '.pdf', contentType: 'application/pdf' },
} as const;

function messages(n: Names, en: string, ne: string): string {
  return `import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
${en}
};

/** The Nepali words are still to be written: each says so (अनुवाद बाँकी, translation pending). */
export const ${n.camel}Messages: LocalizedMessages<typeof en> = {
  en,
  ne: {
${ne}
  },
};
`;
}

/** A browser tool: its screen, its words and its pure logic with a unit test. */
export function toolFiles(n: Names): Record<string, string> {
  const folder = `src/tools/${n.slug}`;
  return {
    [`${folder}/${n.slug}.ts`]: `/** ${n.title}'s logic: a plain function the screen calls (fill it in). */
export function ${n.camel}(input: string): string {
  return input.trim();
}
`,
    [`${folder}/${n.slug}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${n.camel} } from './${n.slug}.ts';

describe('${n.camel}', () => {
  it('gives the text without the blanks around it', () => {
    expect(${n.camel}('  some text \\n')).toBe('some text');
  });
});
`,
    [`${folder}/messages.ts`]: messages(
      n,
      `  input: 'Your text',
  result: 'Result',
  guide: { title: 'How it works', text: 'Type or paste your text; the result appears as you type.' },`,
      `    input: 'तपाईंको पाठ (अनुवाद बाँकी)',
    result: 'नतिजा (अनुवाद बाँकी)',
    guide: { title: 'यसले कसरी काम गर्छ (अनुवाद बाँकी)', text: 'अनुवाद बाँकी।' },`,
    ),
    [`${folder}/screen.tsx`]: `import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { ${n.camel}Messages } from './messages.ts';
import { ${n.camel} } from './${n.slug}.ts';

export default function ${n.pascal}Screen() {
  const t = useMessages(${n.camel}Messages);
  const [text, setText] = useState('');
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.text}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <Field label={t.input}>
            <Textarea value={text} rows={6} onChange={(event) => setText(event.target.value)} />
          </Field>
          <Field label={t.result}>
            <Textarea value={${n.camel}(text)} rows={6} readOnly />
          </Field>
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
`,
  };
}

/** A server job type: its module and unit test, its processor and a screen that runs it. */
export function jobFiles(n: Names): Record<string, string> {
  const input = jobInput[n.medium];
  const job = `${n.camel}Job`;
  const folder = `src/tools/${n.slug}`;
  return {
    [`shared/jobs/types/${n.slug}.ts`]: `import { defineJobType } from '../job-type.ts';
import { fileKinds } from '../file-kinds.ts';
import { oneFile } from '../input-slots.ts';
import { limits } from '../limits.ts';
import { noParameters } from '../parameter-parts.ts';
import { namedResult } from '../result-names.ts';

export const ${job} = defineJobType({
  type: '${n.slug}',
  toolSlug: '${n.slug}',
  title: '${n.title}',
  medium: '${n.medium}',
  inputs: [oneFile(fileKinds.${input.kind}, limits.${input.limit})],
  parameters: noParameters,
  formFields: [],
  result: (_parameters, inputs) =>
    namedResult(inputs, '-${n.slug}${input.extension}', '${n.slug}${input.extension}', '${input.contentType}'),
  answersWithBytes: false,
  timeLimitSeconds: 300,
  budgets: [],
});
`,
    [`shared/jobs/types/${n.slug}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${job} } from './${n.slug}.ts';

describe('${n.slug}', () => {
  it("names its result after the visitor's file", () => {
    const parameters = ${job}.parameters.parse({});
    const result = ${job}.result(parameters, [{ name: 'holiday.x', contentType: '' }]);
    expect(result.filename).toBe('holiday-${n.slug}${input.extension}');
  });
});
`,
    [`server/processing/${n.medium}/${n.slug}.ts`]: `import { copyFile } from 'node:fs/promises';
import { ${job} } from '../../../shared/jobs/types/${n.slug}.ts';
import { defineProcessor } from '../processor.ts';

/** ${n.title}: the work of the job (fill it in; today it hands the input back unchanged). */
export default defineProcessor(${job}, async (job) => {
  const [input] = job.inputs;
  if (!input) throw new Error('one input expected');
  job.progress(10, 'Working');
  await copyFile(input.path, job.outputPath);
  job.progress(100, 'Done');
});
`,
    [`${folder}/messages.ts`]: messages(
      n,
      `  choose: 'Choose a file',
  action: '${n.title}',
  download: 'Download',
  guide: { title: 'How it works', text: 'Choose a file and start: the result is ready to download.' },
  toasts: { done: '${n.title} done!', failed: '${n.title} failed', failedHint: 'Please try again.' },`,
      `    choose: 'फाइल छान्नुहोस् (अनुवाद बाँकी)',
    action: '${n.title} (अनुवाद बाँकी)',
    download: 'डाउनलोड (अनुवाद बाँकी)',
    guide: { title: 'यसले कसरी काम गर्छ (अनुवाद बाँकी)', text: 'अनुवाद बाँकी।' },
    toasts: { done: 'अनुवाद बाँकी।', failed: 'अनुवाद बाँकी।', failedHint: 'अनुवाद बाँकी।' },`,
    ),
    [`${folder}/screen.tsx`]: `import { Play } from 'lucide-react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import { ${job} } from '../../../shared/jobs/types/${n.slug}.ts';
import type { ToolScreenProps } from '../registry.ts';
import { ${n.camel}Messages } from './messages.ts';

export default function ${n.pascal}Screen({ tool, category }: ToolScreenProps) {
  const t = useMessages(${n.camel}Messages);
  const job = useSingleFileJob(${job}.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.done },
      failure: (error) => ({ title: t.toasts.failed, description: error.message || t.toasts.failedHint }),
    },
  });
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.text}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.choose}
          action={{ label: t.action, icon: <Play aria-hidden="true" /> }}
          parameters={{}}
          download={job.file ? t.download : undefined}
        />
      </ToolPanel>
    </ToolLayout>
  );
}
`,
  };
}
