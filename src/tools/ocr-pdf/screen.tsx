import { ScanText } from 'lucide-react';
import { useState } from 'react';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useLocaleValue, useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { ocrLanguages, ocrPdfJob, type OcrLanguage } from '../../../shared/jobs/types/ocr-pdf.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ocrPdfMessages } from './messages.ts';

/**
 * OCR PDF: OCRmyPDF and Tesseract lay the text of a scan (a PDF or a page image) invisibly over
 * its pages, in English, Nepali or both; a Nepali visitor starts with Nepali chosen.
 */
export default function OcrPdfScreen({ tool, category }: ToolScreenProps) {
  const locale = useLocaleValue();
  const [languages, setLanguages] = useState<readonly OcrLanguage[]>(
    locale === 'ne' ? ['nep'] : ['eng'],
  );
  const [skipText, setSkipText] = useState(true);
  const t = useMessages(ocrPdfMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(ocrPdfJob.type, {
    tool,
    category,
    toasts: {
      success: { title: t.toasts.done },
      failure: (error) => ({
        title: t.toasts.failed,
        description: error.message || t.toasts.failedHint,
      }),
    },
  });
  const toggle = (language: OcrLanguage, on: boolean) =>
    job.edit(() =>
      setLanguages((chosen) =>
        ocrLanguages.filter((each) => (each === language ? on : chosen.includes(each))),
      ),
    );
  return (
    <ToolLayout
      aside={
        <GuideCard title={t.guide.title}>
          <p>{t.guide.how}</p>
          <p>{t.guide.tips}</p>
          <p>{t.guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={t.chooseFile}
          action={{ label: t.action, icon: <ScanText aria-hidden="true" /> }}
          parameters={languages.length > 0 ? { languages: [...languages], skipText } : undefined}
          preview={
            job.state.result && (
              <p className="text-sm text-ink" role="status">
                {t.done}
              </p>
            )
          }
          download={job.file ? t.download : undefined}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{t.languages}</legend>
            {ocrLanguages.map((language) => (
              <CheckboxField
                key={language}
                label={t.language[language]}
                checked={languages.includes(language)}
                onChange={(on) => toggle(language, on)}
              />
            ))}
            {languages.length === 0 && (
              <p className="text-sm font-medium text-danger" role="alert">
                {t.noLanguage}
              </p>
            )}
          </fieldset>
          <CheckboxField
            label={t.skipText}
            checked={skipText}
            onChange={(on) => job.edit(() => setSkipText(on))}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
