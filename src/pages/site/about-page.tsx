import { Link } from '@tanstack/react-router';
import { ProsePage } from './prose-page.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';

const claims = [
  { value: '1M+', label: 'files processed' },
  { value: '50K+', label: 'happy users' },
  { value: '15+', label: 'free tools' },
  { value: '99.9%', label: 'uptime' },
];

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
      <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {claims.map((claim) => (
          <div
            key={claim.label}
            className="flex flex-col-reverse rounded-card border border-line bg-surface p-4 text-center"
          >
            <dt className="text-sm text-muted">{claim.label}</dt>
            <dd className="text-2xl font-bold text-accent-strong">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </ProsePage>
  );
}
