import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Classes are not merged: to override a component's utility from outside, use
 * Tailwind's important modifier (`h-12!`) or a variant prop. (tailwind-merge would cost 8 KB of
 * gzipped JavaScript on every page, a fifteenth of the home page's budget.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
