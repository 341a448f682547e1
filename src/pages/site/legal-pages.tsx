import { Link } from '@tanstack/react-router';
import { ProsePage } from './prose-page.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';

const UPDATED = '21 November 2026';

const contactLink = (
  <Link to="/contact" className="font-semibold text-accent hover:underline">
    contact page
  </Link>
);

export function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      updated={UPDATED}
      intro="We collect as little as we can, keep it for as short a time as we can, and never sell it."
      sections={[
        {
          heading: 'Files you upload',
          body: (
            <p>
              Files sent to our image, video, audio and document tools are processed on our own
              servers and deleted, with their results, within <RetentionPeriod />. We do not look at
              them, share them or use them to train anything.
            </p>
          ),
        },
        {
          heading: 'What runs in your browser',
          body: (
            <p>
              Converters, text, developer and design tools run entirely in your browser. What you
              type into them is not sent to us; we only count that a tool was used.
            </p>
          ),
        },
        {
          heading: 'What we store',
          body: (
            <ul>
              <li>
                An anonymous visitor id in a cookie, to count active users. It holds no personal
                data.
              </li>
              <li>How often each tool is used, per day, without any link to you.</li>
              <li>Messages you send through the contact form, to answer them.</li>
              <li>
                Your accessibility settings and whether you saw the tutorial, in your own browser
                only.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Security',
          body: (
            <p>
              Every connection to the site is encrypted with TLS 1.3. Files are stored only while
              they are processed.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <p>
              You may ask what we hold about you, have it corrected or deleted. We answer GDPR
              requests within one month. Write to us through the {contactLink}.
            </p>
          ),
        },
      ]}
    />
  );
}

export function TermsPage() {
  return (
    <ProsePage
      title="Terms of Service"
      updated={UPDATED}
      intro="By using Everyday Tools you agree to these terms. They are short; please read them."
      sections={[
        {
          heading: 'Using the tools',
          body: (
            <p>
              The tools are free for personal and commercial use. Do not upload content you have no
              right to process, and do not use the service to harm others or to overload it.
            </p>
          ),
        },
        {
          heading: 'File limits and retention',
          body: (
            <ul>
              <li>Files of up to 100MB per file for most tools, and up to 500MB for video.</li>
              <li>
                Uploaded files and results are deleted within <RetentionPeriod />.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Availability',
          body: (
            <p>We aim for 99.9% uptime but cannot promise that the service is never interrupted.</p>
          ),
        },
        {
          heading: 'Changes to these terms',
          body: (
            <p>We give 30 days' notice on this page before any material change takes effect.</p>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <p>
              The tools are provided as they are. Our liability is capped at the amount you paid us
              in the 12 months before the claim.
            </p>
          ),
        },
      ]}
    />
  );
}

export function CookiePolicyPage() {
  return (
    <ProsePage
      title="Cookie Policy"
      updated={UPDATED}
      intro="We use two small cookies and a little browser storage, all for the site itself. No advertising cookies."
      sections={[
        {
          heading: 'The cookies we set',
          body: (
            <>
              <p>
                <strong>vid</strong>: a random anonymous id, kept for up to a year, used to count
                how many visitors are active. It holds no personal data and is never shared.
              </p>
              <p>
                <strong>locale</strong>: set only when you pick a language with the language switch
                (English or <span lang="ne">नेपाली</span>), kept for a year, so the site opens in
                that language next time.
              </p>
            </>
          ),
        },
        {
          heading: 'Browser storage',
          body: (
            <ul>
              <li>
                Your accessibility settings (contrast, motion, font size, screen reader mode).
              </li>
              <li>Whether you completed or skipped the tutorial.</li>
              <li>Upload progress, so a large upload can resume after a page reload.</li>
            </ul>
          ),
        },
        {
          heading: 'Your choice',
          body: (
            <p>
              You may clear cookies and storage in your browser at any time; the tools keep working.
            </p>
          ),
        },
      ]}
    />
  );
}

export function GdprPage() {
  return (
    <ProsePage
      title="GDPR Compliance"
      updated={UPDATED}
      intro="We follow the General Data Protection Regulation for every visitor, wherever they are."
      sections={[
        {
          heading: 'Lawful basis',
          body: (
            <p>
              We process uploaded files only to give you the result you asked for (performance of a
              service), and anonymous usage counts for our legitimate interest in running the site.
            </p>
          ),
        },
        {
          heading: 'Data minimisation and retention',
          body: (
            <p>
              Files and results are deleted within <RetentionPeriod />. Usage counts hold no
              personal data.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <ul>
              <li>Access, correction and deletion of data about you.</li>
              <li>Restriction of and objection to processing.</li>
              <li>Data portability.</li>
              <li>A complaint to your data protection authority.</li>
            </ul>
          ),
        },
        {
          heading: 'How to ask',
          body: <p>Send your request through the {contactLink}. We answer within one month.</p>,
        },
      ]}
    />
  );
}
