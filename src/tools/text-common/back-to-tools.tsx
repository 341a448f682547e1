import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';

/**
 * The 'Back to Tools' link of the case converter and the SEO generator
 * (docs/product.md#pages-and-routes).
 */
export function BackToTools() {
  return (
    <ButtonLink to="/tools" variant="ghost" size="sm" className="-ml-2">
      <ArrowLeft aria-hidden="true" />
      Back to Tools
    </ButtonLink>
  );
}
