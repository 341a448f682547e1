import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { findToolBySlug } from '../../../shared/catalogue/index.ts';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';
import type { JobResultLink } from '../../lib/jobs/job-runner.ts';
import { jobSettings } from '../../lib/jobs/job-settings.ts';
import { nextSteps } from '../../lib/jobs/next-steps.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';

/**
 * "Continue with": links to the tools that take this result next, each opening with the result
 * already chosen (`?from=<job id>`, no second upload while the server keeps it). Only tools this
 * server runs are offered (none missing its program).
 */
export function ContinueWith({ result }: { result: JobResultLink }) {
  const headingId = useId();
  const { t } = useTranslation('tool');
  const catalogueText = useCatalogueText();
  const settings = usePolledQuery(jobSettings);
  if (settings.status === 'pending') return null;
  // Without the server's answer nothing is left out (a type it cannot run answers 501).
  const available = settings.data && new Set(settings.data.availableTypes);
  const steps = nextSteps({ id: result.id, type: result.type, result }, available);
  if (steps.length === 0) return null;
  const shownName = (slug: string, englishName: string) => {
    const ref = findToolBySlug(slug);
    return ref ? catalogueText.tool(ref.tool).name : englishName;
  };
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-ink">
        {t('continueWith')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <li key={step.type}>
            <Link
              to="/tools/$categorySlug/$toolSlug"
              params={{ categorySlug: step.categorySlug, toolSlug: step.toolSlug }}
              search={{ from: result.id }}
              className="inline-flex items-center gap-1.5 rounded-md border border-line px-3 py-1.5 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {shownName(step.toolSlug, step.name)}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
