import './zod-setup.ts';
import { z } from 'zod';

export const contactSubjects = [
  { value: 'support', label: 'Technical support' },
  { value: 'feature', label: 'Feature request' },
  { value: 'billing', label: 'Billing question' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactSubject = (typeof contactSubjects)[number]['value'];

const subjectValues = contactSubjects.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

/** The contact message, validated the same way by the form and by the server. */
export const contactMessageSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  subject: z.enum(subjectValues, { message: 'Please select a topic' }),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message is too long (5000 characters at most)'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
