/**
 * Resource budgets: what one input may cost to process, judged from what the file declares
 * (headers, page trees, ZIP directories, ffprobe) before any work starts. A file over a budget is
 * refused with 422 `over_budget` and a message naming the limit (server/jobs/budgets/).
 *
 * The registry names which budgets apply to each job type; the settings (BUDGET_* variables,
 * server/config.ts) may lower or raise each one.
 */
export interface Budgets {
  /**
   * Decoded pixels of one image, every frame counted (width x height x frames; the canvas for
   * animated WebP and GIF). 50 megapixels: a 48 MP phone photo (8064 x 6048) passes, and one
   * decoded image stays near 200 MB (RGBA) per worker.
   */
  imagePixels: number;
  /**
   * Frames of an animated input, and the frames images-to-gif would make (one per image).
   * 500 frames: 20 seconds at 25 frames a second.
   */
  animationFrames: number;
  /**
   * Pages of a PDF for pdf-to-images, pdf-to-word, split-pdf and compress-pdf, and of each PDF of
   * a merge: 200 PNGs or a 200-page document.
   */
  pdfPages: number;
  /**
   * Pixels of one page at pdf-to-images' scale (150 dpi). A0 (35 MP) passes; pages between the
   * renderer's 40 MP and this budget render at a lower resolution; bigger pages are refused.
   */
  pdfPagePixels: number;
  /**
   * Pixels of the largest image in a PDF (an image XObject's /Width x /Height, or an inline
   * image's /W x /H in the page content), for every tool that reads PDFs: a 600 dpi A4 scan
   * (35 MP) passes.
   */
  pdfImagePixels: number;
  /**
   * Total uncompressed size of a ZIP-based input (.docx): from its central directory, then counted
   * while inflating its entries (a directory may understate), stopped at the budget.
   */
  zipUncompressedBytes: number;
  /** Total uncompressed size over total compressed size of a ZIP-based input. */
  zipRatio: number;
  /** Duration of a media input, from ffprobe. Two hours. */
  mediaSeconds: number;
  /** Width x height of a media input's video, from ffprobe: up to 4096 x 2160 (4K). */
  mediaPixels: number;
}

export type BudgetName = keyof Budgets;

export const defaultBudgets: Budgets = {
  imagePixels: 50_000_000,
  animationFrames: 500,
  pdfPages: 200,
  pdfPagePixels: 100_000_000,
  pdfImagePixels: 50_000_000,
  zipUncompressedBytes: 200 * 1024 * 1024,
  zipRatio: 100,
  mediaSeconds: 7200,
  mediaPixels: 4096 * 2160,
};

export const budgetNames = Object.keys(defaultBudgets) as BudgetName[];

/** The environment variable that sets each budget (README, server/config.ts). */
export const budgetSettings: Record<BudgetName, string> = {
  imagePixels: 'BUDGET_IMAGE_PIXELS',
  animationFrames: 'BUDGET_ANIMATION_FRAMES',
  pdfPages: 'BUDGET_PDF_PAGES',
  pdfPagePixels: 'BUDGET_PDF_PAGE_PIXELS',
  pdfImagePixels: 'BUDGET_PDF_IMAGE_PIXELS',
  zipUncompressedBytes: 'BUDGET_ZIP_UNCOMPRESSED_BYTES',
  zipRatio: 'BUDGET_ZIP_RATIO',
  mediaSeconds: 'BUDGET_MEDIA_SECONDS',
  mediaPixels: 'BUDGET_MEDIA_PIXELS',
};

/**
 * A type's budgets in the registry: the names that apply, or an object whose `true` entries apply
 * with the setting's value and whose number entries apply with that value for this type only
 * (still capped by the setting, so settings can always lower a budget).
 */
export type TypeBudgets = readonly BudgetName[] | Partial<Record<BudgetName, true | number>>;

/** The budgets that apply to a type, with their values: settings first, the type's own lower. */
export function resolveBudgets(
  typeBudgets: TypeBudgets | undefined,
  settings: Budgets,
): Partial<Budgets> {
  const resolved: Partial<Budgets> = {};
  if (!typeBudgets) return resolved;
  if (Array.isArray(typeBudgets)) {
    for (const name of typeBudgets as readonly BudgetName[]) resolved[name] = settings[name];
    return resolved;
  }
  for (const [name, value] of Object.entries(typeBudgets) as [BudgetName, true | number][]) {
    resolved[name] = value === true ? settings[name] : Math.min(value, settings[name]);
  }
  return resolved;
}
