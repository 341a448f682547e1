import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';

export function NotFoundContent({
  title = 'Page not found',
  message = 'The page you are looking for does not exist or has moved.',
}: {
  title?: string;
  message?: string;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="size-12 text-muted" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go to Home</ButtonLink>
        <ButtonLink to="/tools" variant="outline">
          Browse Tools
        </ButtonLink>
      </div>
    </div>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
