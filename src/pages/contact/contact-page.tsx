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
} from '../../shared/contact.ts';
import { createCaptcha, isCaptchaSolved } from './captcha.ts';
import { ContactDetails } from './contact-details.tsx';

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
  const [captcha, setCaptcha] = useState(() => createCaptcha());
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!isCaptchaSolved(captcha, captchaAnswer)) {
      toast({
        title: 'Captcha failed',
        description: 'Please solve the math problem correctly.',
        variant: 'destructive',
      });
      setCaptcha(createCaptcha());
      setCaptchaAnswer('');
      return;
    }
    try {
      await send.mutateAsync(values);
      toast({
        title: 'Message sent successfully!',
        description: "We'll get back to you within 24 hours.",
      });
      form.reset(emptyForm);
      setCaptcha(createCaptcha());
      setCaptchaAnswer('');
    } catch {
      toast({
        title: 'Error sending message',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    }
  });

  const submitting = form.formState.isSubmitting || send.isPending;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Contact Us</h1>
      <p className="mt-2 text-muted">Questions, ideas or problems? We reply within 24 hours.</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="p-5 sm:p-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </Field>
            <Field label="Email" error={errors.email?.message} className="sm:col-span-2">
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </Field>
            <Field label="Subject" error={errors.subject?.message} className="sm:col-span-2">
              <NativeSelect
                placeholder="Select a topic"
                options={contactSubjects}
                {...form.register('subject')}
              />
            </Field>
            <Field label="Message" error={errors.message?.message} className="sm:col-span-2">
              <Textarea rows={6} className="font-sans text-base" {...form.register('message')} />
            </Field>
            <Field
              label={`Security check: what is ${captcha.a} + ${captcha.b}?`}
              hint="Solve the sum to show you are a person."
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
              <Button type="submit" size="lg" disabled={submitting}>
                <Send aria-hidden="true" />
                {submitting ? 'Sending...' : 'Send Message'}
              </Button>
            </div>
          </form>
        </Card>
        <ContactDetails info={site.data} loading={site.isPending} />
      </div>
    </div>
  );
}
