import '../../components/tool-icons-all.ts';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { findFeature, findTool } from '../../../shared/catalogue/index.ts';
import { NotFoundContent } from '../not-found/not-found-page.tsx';
import { ToolScreenSlot } from '../tool/tool-screen-slot.tsx';
import { useFillRetention } from '../../lib/retention.tsx';
import { useCatalogueText, useLocaleValue, useMessages } from '../../i18n/index.ts';
import {
  featureMessages,
  nepaliFeatures,
  type FeatureText,
} from '../../../shared/catalogue/feature-messages.ts';

const route = getRouteApi('/features/$featureSlug');

/** A feature landing page: what the tool does, how, and the tool itself right there. */
export function FeatureRoute() {
  const { featureSlug } = route.useParams();
  const feature = findFeature(featureSlug);
  const toolRef = feature && findTool(feature.categorySlug, feature.toolSlug);
  const text = useMessages(featureMessages);
  const locale = useLocaleValue();
  const catalogue = useCatalogueText();
  const fill = useFillRetention();
  if (!feature || !toolRef) return <NotFoundContent />;
  const shown: FeatureText = (locale === 'ne' && nepaliFeatures[feature.slug]) || feature;
  const toolName = catalogue.tool(toolRef.tool).name;
  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-accent-soft/60 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">
            {toolName}
          </p>
          <h1 className="mx-auto mt-2 max-w-3xl text-3xl font-extrabold sm:text-4xl">
            {shown.headline}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted">{fill(shown.summary)}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {shown.benefits.map((benefit) => (
              <li key={benefit} className="inline-flex items-center gap-2">
                <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
                {fill(benefit)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="text-xl font-bold">
            {text.howItWorks}
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-3">
            {shown.steps.map((step, index) => (
              <li
                key={step}
                className="flex items-start gap-3 rounded-card border border-line bg-surface p-4"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-on-accent">
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-label={toolName} className="mt-10">
          <ToolScreenSlot toolRef={toolRef} />
        </section>
        <p className="mt-6 text-sm text-muted">
          {text.ownPage}{' '}
          <Link
            to="/tools/$categorySlug/$toolSlug"
            params={{ categorySlug: toolRef.category.slug, toolSlug: toolRef.tool.slug }}
            className="font-semibold text-accent hover:underline"
          >
            {text.open(toolName)}
          </Link>
        </p>
      </div>
    </div>
  );
}
