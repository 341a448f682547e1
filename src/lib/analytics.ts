/**
 * Analytics (docs/product.md#analytics): events go to `window.gtag` only when the page has one;
 * without it a console warning says tracking is disabled, once. Tool uses and conversions are also
 * counted on our own server through `usage.track`, which feeds the usage badges and the metrics.
 */

declare global {
  interface Window {
    gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void;
  }
}

let warned = false;

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  if (typeof window.gtag === 'function') {
    window.gtag('event', name, params);
    return;
  }
  if (!warned) {
    warned = true;
    console.warn('Analytics tracking is disabled: no analytics identifiers are configured.');
  }
}

export function trackPageView(path: string): void {
  trackEvent('page_view', { page_path: path });
}

export interface ConversionDetails {
  toolSlug: string;
  categorySlug: string;
  processingTimeMs?: number;
  filesProcessed?: number;
}

export function trackToolConversionEvent(details: ConversionDetails): void {
  trackEvent('tool_conversion', {
    tool_slug: details.toolSlug,
    category_slug: details.categorySlug,
    processing_time: details.processingTimeMs,
    files_processed: details.filesProcessed ?? 0,
  });
}

export function trackFileUpload(details: {
  toolSlug: string;
  fileSize: number;
  fileType: string;
  method: 'drop' | 'select';
}): void {
  trackEvent('file_upload', {
    tool_slug: details.toolSlug,
    file_size: details.fileSize,
    file_type: details.fileType,
    upload_method: details.method,
    file_size_mb: Math.round((details.fileSize / (1024 * 1024)) * 100) / 100,
  });
}

/** Engagement inside a tool: convert, reset, swap, copy, download, upload, tool_click... */
export function trackEngagement(action: string, params: Record<string, unknown> = {}): void {
  trackEvent('engagement', { action, ...params });
}

export function trackTutorial(
  action: 'start' | 'complete' | 'skip' | 'step',
  params: Record<string, unknown> = {},
): void {
  trackEvent(`tutorial_${action}`, params);
}
