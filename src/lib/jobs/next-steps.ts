import { findToolBySlug, toolPath } from '../../../shared/catalogue/index.ts';
import {
  jobDefinition,
  jobTypes,
  slotForResult,
  type JobType,
} from '../../../shared/jobs/job-types.ts';

/** How many next steps a result offers at most. */
export const MAX_NEXT_STEPS = 4;

export interface NextStep {
  type: JobType;
  /** The tool's name as the catalogue gives it: 'Compress Image'. */
  name: string;
  categorySlug: string;
  toolSlug: string;
  /** The tool's page, carrying the result: /tools/image-tools/compress-image?from=<job id>. */
  href: string;
}

export interface FinishedJob {
  id: string;
  type: JobType;
  result: { contentType: string; size: number };
}

/**
 * The tools a finished job's result can go on to ("Continue with…"), from the registry: types
 * offered as next steps (nextStepRank) whose input takes the result's content type within its
 * size limit, without the type that just ran, one per tool, those this server runs, lowest rank
 * first.
 */
export function nextSteps(
  job: FinishedJob,
  available: ReadonlySet<JobType> | undefined = undefined,
): NextStep[] {
  const steps: (NextStep & { rank: number; slug: string })[] = [];
  for (const type of jobTypes) {
    const definition = jobDefinition(type);
    const rank = definition.nextStepRank;
    if (rank === undefined || type === job.type) continue;
    if (available && !available.has(type)) continue;
    const slot = slotForResult(definition, job.result.contentType);
    if (!slot || !slot.kind.detected.includes(job.result.contentType)) continue;
    if (slot.min > 1 || job.result.size > slot.maxBytes) continue;
    // Another input the visitor would still have to bring (add-audio's sound) rules it out.
    if (definition.inputs.some((other) => other !== slot && other.min > 0)) continue;
    const ref = findToolBySlug(definition.toolSlug);
    if (!ref || steps.some((step) => step.slug === definition.toolSlug)) continue;
    steps.push({
      type,
      rank,
      slug: definition.toolSlug,
      name: ref.tool.name,
      categorySlug: ref.category.slug,
      toolSlug: ref.tool.slug,
      href: `${toolPath(ref)}?from=${encodeURIComponent(job.id)}`,
    });
  }
  return steps
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_NEXT_STEPS)
    .map(({ rank: _rank, slug: _slug, ...step }) => step);
}
