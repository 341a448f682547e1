import { Link } from '@tanstack/react-router';
import { categories, screenOf } from '../../../shared/catalogue/index.ts';
import { hasToolScreen } from '../../tools/registry.ts';
import type { DashboardMetrics } from '../../../server/services/metrics.ts';
import { formatCount } from '../../lib/format.ts';
import { getJson } from '../../lib/http.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { ProsePage } from './prose-page.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';
import { catalogueFigures } from './site-figures.ts';
import { siteMessages } from './messages.ts';
import { richText, useMessages } from '../../i18n/index.ts';

const figures = catalogueFigures(categories, (tool) => hasToolScreen(screenOf(tool)));

const loadDashboard = () => getJson<DashboardMetrics>('/api/metrics/dashboard');

/** Figures counted from the catalogue and the database; a dash where the database did not answer. */
function SiteFigures() {
  const dashboard = usePolledQuery(loadDashboard);
  const text = useMessages(siteMessages).figures;
  const conversions = dashboard.data ? formatCount(dashboard.data.totalConversions) : undefined;
  const items = [
    { key: 'tools', value: String(figures.tools) },
    { key: 'categories', value: String(figures.categories) },
    { key: 'conversions', value: conversions },
  ] as const;
  return (
    <dl className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div
          key={item.key}
          className="flex flex-col-reverse rounded-card border border-line bg-surface p-4 text-center"
        >
          <dt className="text-sm text-muted">{text[item.key]}</dt>
          <dd
            className="text-2xl font-bold text-accent-strong"
            data-testid={`figure-${siteMessages.en.figures[item.key]}`}
          >
            {item.value ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">
                  {dashboard.status === 'pending' ? text.loading : text.unavailable}
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
  const text = useMessages(siteMessages).about;
  const retention = { retention: <RetentionPeriod /> };
  return (
    <ProsePage
      title={text.title}
      intro={text.intro}
      sections={[
        { heading: text.missionHeading, body: <p>{text.mission}</p> },
        { heading: text.privacyHeading, body: <p>{richText(text.privacy, retention)}</p> },
        { heading: text.nepalHeading, body: <p>{text.nepal}</p> },
        {
          heading: text.contactHeading,
          body: (
            <p>
              {richText(text.contact, {
                contact: (
                  <Link to="/contact" className="font-semibold text-accent hover:underline">
                    {text.contactLink}
                  </Link>
                ),
              })}
            </p>
          ),
        },
      ]}
    >
      <SiteFigures />
    </ProsePage>
  );
}
