import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { trpc, TrpcProvider } from '../../lib/trpc-react.tsx';
import {
  contactMessageSchema,
  contactSubjects,
  type ContactMessage,
} from '../../../shared/contact.ts';
import { createCaptcha, isCaptchaSolved } from './captcha.ts';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { ContactDetails } from './contact-details.tsx';
import { contactMessages } from './messages.ts';
import { currentMessages, knownMessage, useMessages } from '../../i18n/index.ts';

const emptyForm: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '' as ContactMessage['subject'],
  message: '',
};

export function ContactPage() {
  return (
    <TrpcProvider>
      <ContactForm />
    </TrpcProvider>
  );
}

function ContactForm() {
  const site = trpc.site.info.useQuery();
  const send = trpc.contact.send.useMutation();
  const [drawn, setCaptcha] = useState(() => createCaptcha());
  // The sum shows once the page is the browser's: the server's first paint of the page is the
  // same for every visitor, and the browser's first render must match it. Until then (and with no
  // script at all) the form cannot be sent: its own submission would put the message in the URL.
  const inBrowser = useInBrowser();
  const captcha = inBrowser ? drawn : undefined;
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const text = useMessages(contactMessages);
  const error = (message: string | undefined) =>
    message === undefined
      ? undefined
      : knownMessage(message, contactMessages.en.errors, text.errors);
  const subjects = contactSubjects.map(({ value }) => ({ value, label: text.subjects[value] }));

  const onSubmit = form.handleSubmit(async (values) => {
    const shown = currentMessages(contactMessages);
    if (!captcha || !isCaptchaSolved(captcha, captchaAnswer)) {
      toast({
        title: shown.captchaFailed,
        description: shown.captchaFailedHint,
        variant: 'destructive',
      });
      setCaptcha(createCaptcha());
      setCaptchaAnswer('');
      return;
    }
    try {
      await send.mutateAsync(values);
      toast({
        title: shown.sent,
        description: shown.sentHint,
      });
      form.reset(emptyForm);
      setCaptcha(createCaptcha());
      setCaptchaAnswer('');
    } catch {
      toast({
        title: shown.failed,
        description: shown.failedHint,
        variant: 'destructive',
      });
    }
  });

  const submitting = form.formState.isSubmitting || send.isPending;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{text.title}</h1>
      <p className="mt-2 text-muted">{text.lead}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="p-5 sm:p-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            <Field label={text.firstName} error={error(errors.firstName?.message)}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </Field>
            <Field label={text.lastName} error={error(errors.lastName?.message)}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </Field>
            <Field
              label={text.email}
              error={error(errors.email?.message)}
              className="sm:col-span-2"
            >
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
            <Field
              label={text.subject}
              error={error(errors.subject?.message)}
              className="sm:col-span-2"
            >
              <NativeSelect
                placeholder={text.subjectPlaceholder}
                options={subjects}
                {...form.register('subject')}
              />
            </Field>
            <Field
              label={text.message}
              error={error(errors.message?.message)}
              className="sm:col-span-2"
            >
              <Textarea rows={6} className="font-sans text-base" {...form.register('message')} />
            </Field>
            <Field
              label={captcha ? text.captcha(captcha.a, captcha.b) : text.captchaPending}
              hint={text.captchaHint}
              className="sm:col-span-2"
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                value={captchaAnswer}
                onChange={(event) => setCaptchaAnswer(event.target.value)}
                className="max-w-40"
              />
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" disabled={submitting || !inBrowser}>
                <Send aria-hidden="true" />
                {submitting ? text.sending : text.send}
              </Button>
            </div>
          </form>
        </Card>
        <ContactDetails info={site.data} loading={site.isPending} />
      </div>
    </div>
  );
}
