import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { richText, useLocaleValue, useMessages } from '../../i18n/index.ts';
import { rememberLocale } from '../../../shared/i18n/locale-choice.ts';
import { RetentionPeriod } from '../../lib/retention.tsx';
import { legalMessages } from './legal-messages.ts';
import { ProsePage, type ProseSection } from './prose-page.tsx';

type LegalText = ReturnType<typeof useLegalText>;

function useLegalText() {
  const text = useMessages(legalMessages);
  const parts = {
    retention: <RetentionPeriod />,
    contact: (
      <Link to="/contact" className="font-semibold text-accent hover:underline">
        {text.contactLink}
      </Link>
    ),
  };
  return { text, rich: (template: string) => richText(template, parts) };
}

const list = (items: Readonly<Record<string, string>>, rich: LegalText['rich']) => (
  <ul>
    {Object.entries(items).map(([key, item]) => (
      <li key={key}>{rich(item)}</li>
    ))}
  </ul>
);

/**
 * Above a translated legal page: the translation is for convenience and the English text prevails.
 * The link is a plain one to the unprefixed page (the router would re-prefix it), and it remembers
 * English so the server does not send the visitor back to the Nepali page.
 */
function TranslationNote({ englishPath, text }: { englishPath: string; text: LegalText['text'] }) {
  return (
    <p className="rounded-card border border-line bg-surface p-3 text-sm text-muted">
      {richText(text.translationNote, {
        english: (
          <a
            href={englishPath}
            hrefLang="en"
            onClick={() => rememberLocale('en')}
            className="font-semibold text-accent hover:underline"
          >
            {text.englishLink}
          </a>
        ),
      })}
    </p>
  );
}

function LegalPage({
  englishPath,
  title,
  intro,
  sections,
}: {
  englishPath: string;
  title: string;
  intro: string;
  sections: readonly ProseSection[];
}) {
  const { text } = useLegalText();
  const translated = useLocaleValue() !== 'en';
  return (
    <ProsePage
      title={title}
      updated={text.updated}
      notice={translated ? <TranslationNote englishPath={englishPath} text={text} /> : undefined}
      intro={intro}
      sections={sections}
    />
  );
}

const paragraph = (body: ReactNode) => <p>{body}</p>;

export function PrivacyPage() {
  const { text, rich } = useLegalText();
  const page = text.privacy;
  return (
    <LegalPage
      englishPath="/privacy"
      title={page.title}
      intro={page.intro}
      sections={[
        { heading: page.filesHeading, body: paragraph(rich(page.files)) },
        { heading: page.browserHeading, body: paragraph(page.browser) },
        { heading: page.storedHeading, body: list(page.stored, rich) },
        { heading: page.securityHeading, body: paragraph(page.security) },
        { heading: page.rightsHeading, body: paragraph(rich(page.rights)) },
      ]}
    />
  );
}

export function TermsPage() {
  const { text, rich } = useLegalText();
  const page = text.terms;
  return (
    <LegalPage
      englishPath="/terms"
      title={page.title}
      intro={page.intro}
      sections={[
        { heading: page.usingHeading, body: paragraph(page.using) },
        { heading: page.limitsHeading, body: list(page.limits, rich) },
        { heading: page.availabilityHeading, body: paragraph(page.availability) },
        { heading: page.changesHeading, body: paragraph(page.changes) },
        { heading: page.liabilityHeading, body: paragraph(page.liability) },
      ]}
    />
  );
}

export function CookiePolicyPage() {
  const { text, rich } = useLegalText();
  const page = text.cookies;
  return (
    <LegalPage
      englishPath="/cookie-policy"
      title={page.title}
      intro={page.intro}
      sections={[
        {
          heading: page.cookiesHeading,
          body: (
            <>
              <p>
                <strong>vid</strong>
                {page.vid}
              </p>
              <p>
                <strong>locale</strong>
                {richText(page.locale, { nepali: <span lang="ne">नेपाली</span> })}
              </p>
            </>
          ),
        },
        { heading: page.storageHeading, body: list(page.storage, rich) },
        { heading: page.choiceHeading, body: paragraph(page.choice) },
      ]}
    />
  );
}

export function GdprPage() {
  const { text, rich } = useLegalText();
  const page = text.gdpr;
  return (
    <LegalPage
      englishPath="/gdpr"
      title={page.title}
      intro={page.intro}
      sections={[
        { heading: page.basisHeading, body: paragraph(page.basis) },
        { heading: page.minimisationHeading, body: paragraph(rich(page.minimisation)) },
        { heading: page.rightsHeading, body: list(page.rights, rich) },
        { heading: page.askHeading, body: paragraph(rich(page.ask)) },
      ]}
    />
  );
}
