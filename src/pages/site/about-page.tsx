import { Link } from '@tanstack/react-router';
import { categories, screenOf } from '../../catalogue/index.ts';
import { hasToolScreen } from '../../tools/registry.ts';
import type { DashboardMetrics } from '../../../server/services/metrics.ts';
import { formatCount } from '../../lib/format.ts';
import { getJson } from '../../lib/http.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { ProsePage } from './prose-page.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';
import { catalogueFigures } from './site-figures.ts';

const figures = catalogueFigures(categories, (tool) => hasToolScreen(screenOf(tool)));

const loadDashboard = () => getJson<DashboardMetrics>('/api/metrics/dashboard');

/** Figures counted from the catalogue and the database; a dash where the database did not answer. */
function SiteFigures() {
  const dashboard = usePolledQuery(loadDashboard);
  const conversions = dashboard.data ? formatCount(dashboard.data.totalConversions) : undefined;
  const items = [
    { label: 'free tools', value: String(figures.tools) },
    { label: 'categories', value: String(figures.categories) },
    { label: 'conversions so far', value: conversions },
  ];
  return (
    <dl className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse rounded-card border border-line bg-surface p-4 text-center"
        >
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd
            className="text-2xl font-bold text-accent-strong"
            data-testid={`figure-${item.label}`}
          >
            {item.value ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">
                  {dashboard.status === 'pending' ? 'loading' : 'not available right now'}
                </span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AboutPage() {
  return (
    <ProsePage
      title="About Everyday Tools"
      intro="We build the small tools people reach for every day, and we make them free, fast and private."
      sections={[
        {
          heading: 'Our mission',
          body: (
            <p>
              Converting a photo, checking a land measurement in Ropani, turning a Bikram Sambat
              date into a Gregorian one or tidying a JSON file should take seconds, not a sign-up
              form. Every tool on this site is free to use, with no account and no watermark.
            </p>
          ),
        },
        {
          heading: 'Privacy by design',
          body: (
            <p>
              Text, converter and design tools run entirely in your browser: what you type never
              leaves your device. Files for image, video, audio and document tools are processed on
              our own servers, never sent to a third party, and deleted within <RetentionPeriod />.
            </p>
          ),
        },
        {
          heading: 'Made for Nepal and the world',
          body: (
            <p>
              Alongside international unit converters we offer Nepali land, distance, weight and
              volume converters built on the published survey definitions, and a Bikram Sambat
              calendar converter checked against the official calendars.
            </p>
          ),
        },
        {
          heading: 'Get in touch',
          body: (
            <p>
              Ideas for a new tool or found a problem?{' '}
              <Link to="/contact" className="font-semibold text-accent hover:underline">
                Contact us
              </Link>
              .
            </p>
          ),
        },
      ]}
    >
      <SiteFigures />
    </ProsePage>
  );
}
