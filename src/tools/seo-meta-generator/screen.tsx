import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { richText, useMessages } from '../../i18n/index.ts';
import { BackToTools } from '../text-common/back-to-tools.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import {
  charCount,
  DESCRIPTION_LIMIT,
  generateSeoMeta,
  TITLE_LIMIT,
  type SeoMeta,
} from './seo-meta.ts';
import { seoMessages } from './messages.ts';

export default function SeoMetaGeneratorScreen() {
  const words = useMessages(seoMessages);
  const { trackConversion } = useToolTracking();
  const [topic, setTopic] = useState('');
  const [meta, setMeta] = useState<SeoMeta | null>(null);
  const [hint, setHint] = useState<string | undefined>();

  const generate = () => {
    const next = generateSeoMeta(topic);
    // docs/product.md#tool-defaults: a blank topic generates nothing; say why instead of staying
    // silent.
    if (!next) {
      setHint(words.noTopic);
      return;
    }
    setHint(undefined);
    setMeta(next);
    trackConversion();
  };

  return (
    <div className="space-y-4">
      <BackToTools />
      <ToolLayout aside={<SeoGuide />}>
        <ToolPanel>
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
            onSubmit={(event) => {
              event.preventDefault();
              generate();
            }}
          >
            <Field label={words.topic} hint={words.topicHint} error={hint} className="flex-1">
              <Input
                value={topic}
                onChange={(event) => {
                  setTopic(event.target.value);
                  if (hint) setHint(undefined);
                }}
              />
            </Field>
            <Button type="submit" className="sm:mt-7">
              <Sparkles aria-hidden="true" />
              {words.generate}
            </Button>
          </form>

          {meta && (
            <div className="mt-6 space-y-5">
              <MetaValue
                label={words.title}
                what={words.theTitle}
                value={meta.title}
                limit={TITLE_LIMIT}
              />
              <MetaValue
                label={words.description}
                what={words.theDescription}
                value={meta.description}
                limit={DESCRIPTION_LIMIT}
              />
              <section aria-labelledby="seo-preview-heading">
                <h3 id="seo-preview-heading" className="text-sm font-medium">
                  {words.preview}
                </h3>
                <div className="mt-2 rounded-lg border border-line p-4">
                  <p className="text-sm text-muted">example.com</p>
                  <p className="text-lg leading-snug text-accent-strong">{meta.title}</p>
                  <p className="mt-1 text-sm text-muted">{meta.description}</p>
                </div>
              </section>
              <section aria-labelledby="seo-tags-heading">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id="seo-tags-heading" className="text-sm font-medium">
                    {words.tagsHeading}
                  </h3>
                  <CopyButton
                    size="sm"
                    text={meta.tags}
                    label={words.copyTags}
                    what={words.theTags}
                  />
                </div>
                <pre className="mt-2 whitespace-pre-wrap break-all rounded-lg border border-line bg-canvas p-3 font-mono text-xs leading-relaxed text-ink">
                  {meta.tags}
                </pre>
              </section>
            </div>
          )}
          <PoliteStatus message={meta ? words.generated(meta.title) : ''} />
        </ToolPanel>
      </ToolLayout>
    </div>
  );
}

function MetaValue({
  label,
  what,
  value,
  limit,
}: {
  label: string;
  what: string;
  value: string;
  limit: number;
}) {
  const words = useMessages(seoMessages);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{label}</h3>
        <div className="flex items-center gap-3">
          <span className="text-xs text-muted">{words.count(charCount(value), limit)}</span>
          <CopyButton size="sm" text={value} what={what} />
        </div>
      </div>
      <p className="mt-1 rounded-lg border border-line bg-canvas px-3 py-2 text-sm">{value}</p>
    </div>
  );
}

function SeoGuide() {
  const words = useMessages(seoMessages);
  return (
    <GuideCard title={words.howItWorks}>
      <p>{words.guide.use}</p>
      <p>{words.guide.limits(TITLE_LIMIT, DESCRIPTION_LIMIT)}</p>
      <p>{richText(words.guide.head, { head: <code>&lt;head&gt;</code> })}</p>
    </GuideCard>
  );
}
