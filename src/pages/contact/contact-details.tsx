import { Mail, MapPin } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { useMessages } from '../../i18n/index.ts';
import { contactMessages } from './messages.ts';

export interface SiteContactInfo {
  supportEmail: string | null;
  postalAddress: string[];
}

/**
 * The support and postal addresses beside the contact form, each only when the server is
 * configured with one (SUPPORT_EMAIL, POSTAL_ADDRESS): no placeholder stands in for a missing one.
 */
export function ContactDetails({
  info,
  loading,
}: {
  info: SiteContactInfo | undefined;
  loading: boolean;
}) {
  const text = useMessages(contactMessages);
  if (loading) {
    return (
      <aside aria-busy="true" aria-label={text.details}>
        <Card className="h-24 animate-pulse-soft p-5" />
      </aside>
    );
  }
  if (!info || (!info.supportEmail && info.postalAddress.length === 0)) return null;
  return (
    <aside className="space-y-4" aria-label={text.details}>
      {info.supportEmail && (
        <Card className="p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Mail className="size-4 text-accent" aria-hidden="true" /> {text.email}
          </h2>
          <p className="mt-2 text-sm">
            <a href={`mailto:${info.supportEmail}`} className="text-accent hover:underline">
              {info.supportEmail}
            </a>
          </p>
        </Card>
      )}
      {info.postalAddress.length > 0 && (
        <Card className="p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <MapPin className="size-4 text-accent" aria-hidden="true" /> {text.address}
          </h2>
          <address className="mt-2 text-sm not-italic text-muted">
            {info.postalAddress.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </Card>
      )}
    </aside>
  );
}
