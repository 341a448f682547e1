import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useTranslation } from 'react-i18next';

export function NotFoundContent({ title, message }: { title?: string; message?: string }) {
  const { t } = useTranslation('notFound');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="size-12 text-muted" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{title ?? t('title')}</h1>
      <p className="mt-2 text-muted">{message ?? t('message')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t('home')}</ButtonLink>
        <ButtonLink to="/tools" variant="outline">
          {t('browse')}
        </ButtonLink>
      </div>
    </div>
  );
}

export function NotFoundPage() {
  return <NotFoundContent />;
}
