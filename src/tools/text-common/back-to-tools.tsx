import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useMessages } from '../../i18n/index.ts';
import { textCommonMessages } from './messages.ts';

/**
 * The 'Back to Tools' link of the case converter and the SEO generator
 * (docs/product.md#pages-and-routes).
 */
export function BackToTools() {
  const text = useMessages(textCommonMessages);
  return (
    <ButtonLink to="/tools" variant="ghost" size="sm" className="-ml-2">
      <ArrowLeft aria-hidden="true" />
      {text.backToTools}
    </ButtonLink>
  );
}
