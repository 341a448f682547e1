import { Construction } from 'lucide-react';
import { Suspense } from 'react';
import { screenOf, type ToolRef } from '../../../shared/catalogue/index.ts';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ToolProvider } from '../../app/tool/tool-context.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { TrpcProvider } from '../../lib/trpc-react.tsx';
import { toolScreen } from '../../tools/registry.ts';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/index.ts';

function ScreenSkeleton() {
  const { t } = useTranslation('tool');
  return (
    <div className="space-y-4" role="status" aria-label={t('loading')}>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-10 w-40" />
    </div>
  );
}

/** Says plainly that a tool has no working screen yet; it never pretends to work. */
function NotAvailableYet({ name }: { name: string }) {
  const { t } = useTranslation('tool');
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <Construction className="size-10 text-muted" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{t('notAvailable', { name })}</h2>
      <p className="max-w-md text-sm text-muted">{t('notAvailableText')}</p>
      <ButtonLink to="/tools" variant="outline">
        {t('browseAll')}
      </ButtonLink>
    </Card>
  );
}

/** The tool's own screen, loaded lazily on its route. */
export function ToolScreenSlot({ toolRef }: { toolRef: ToolRef }) {
  const { t } = useTranslation('tool');
  const shownName = useCatalogueText().tool(toolRef.tool).name;
  const Screen = toolScreen(screenOf(toolRef.tool));
  if (!Screen) return <NotAvailableYet name={shownName} />;
  return (
    <TrpcProvider>
      <TooltipProvider>
        <ToolProvider value={toolRef}>
          <ErrorBoundary
            fallback={(_error, reset) => (
              <Card role="alert" className="px-4 py-8 text-center">
                <p className="font-semibold">{t('loadFailed')}</p>
                <p className="mt-1 text-sm text-muted">{t('checkConnection')}</p>
                <Button
                  className="mt-4"
                  onClick={() => (navigator.onLine ? window.location.reload() : reset())}
                >
                  {t('tryAgain')}
                </Button>
              </Card>
            )}
          >
            <Suspense fallback={<ScreenSkeleton />}>
              {/* toolScreen() caches one lazy component per screen: it is not created here. */}
              {/* eslint-disable-next-line react-hooks/static-components */}
              <Screen tool={toolRef.tool} category={toolRef.category} />
            </Suspense>
          </ErrorBoundary>
        </ToolProvider>
      </TooltipProvider>
    </TrpcProvider>
  );
}
