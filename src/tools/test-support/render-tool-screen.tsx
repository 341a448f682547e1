import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ToolProvider } from '../../app/tool/tool-context.tsx';
import { findToolBySlug } from '../../../shared/catalogue/index.ts';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { TrpcProvider } from '../../lib/trpc-react.tsx';
import type { ToolScreenProps } from '../registry.ts';

/**
 * A tool's screen as it first paints (React's static renderer, so nothing is fetched), with the
 * providers of its page, as the page of a one-route router (screens link to other tools). For
 * the render tests of each area (`src/tools/i18n-render-*.test.tsx`). `screenDir` names the
 * folder of a screen that lives under another tool's (images-to-pdf in pdf-tools).
 */
export async function renderToolScreen(slug: string, screenDir = slug): Promise<string> {
  const ref = findToolBySlug(slug);
  if (!ref) throw new Error(`No tool ${slug}`);
  const module = (await import(`../${screenDir}/screen.tsx`)) as {
    default: ComponentType<ToolScreenProps>;
  };
  const Screen = module.default;
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <TrpcProvider>
          <TooltipProvider>
            <ToolProvider value={ref}>
              <Screen tool={ref.tool} category={ref.category} />
            </ToolProvider>
          </TooltipProvider>
        </TrpcProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
