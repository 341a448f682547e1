import { ArrowRight, ShieldCheck, Sparkles, Zap } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { trackPageView } from '../../lib/analytics.ts';
import { CategoryCards } from './category-cards.tsx';
import { MetricsStrip } from './metrics-strip.tsx';
import { PopularTools } from './popular-tools.tsx';
import { YourTools } from './your-tools.tsx';
import { useTranslation } from 'react-i18next';
import { useRetentionLabel } from '../../lib/retention.tsx';

function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-muted">{intro}</p>
    </div>
  );
}

export function HomePage() {
  useEffect(() => trackPageView('/'), []);
  const { t } = useTranslation('home');
  const period = useRetentionLabel();
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-accent-soft/60 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-medium text-accent-strong shadow-sm">
            <Sparkles className="size-4" aria-hidden="true" />
            {t('badge')}
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t('lead')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/tools" size="lg">
              {t('explore')}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/about" size="lg" variant="outline">
              {t('about')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <section aria-label={t('statistics')}>
          <MetricsStrip />
        </section>

        <YourTools />

        <PopularTools />

        <section aria-labelledby="categories-heading">
          <SectionHeading
            id="categories-heading"
            title={t('categoriesTitle')}
            intro={t('categoriesIntro')}
          />
          <CategoryCards />
        </section>

        <section
          aria-labelledby="cta-heading"
          className="rounded-card bg-accent px-6 py-10 text-center text-on-accent sm:px-12"
        >
          <h2 id="cta-heading" className="text-2xl font-bold">
            {t('ctaTitle')}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-on-accent">{t('ctaText', { period })}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-6 text-sm text-on-accent">
            <span className="inline-flex items-center gap-2">
              <Zap className="size-4" aria-hidden="true" /> {t('fast')}
            </span>
            <span className="inline-flex items-center gap-2">
              <ShieldCheck className="size-4" aria-hidden="true" /> {t('private')}
            </span>
          </div>
          <ButtonLink to="/tools" size="lg" variant="inverse" className="mt-6">
            {t('start')}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
