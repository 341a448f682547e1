/** Images to PDF and PDF to Images link to each other (SiblingToolNav): each is its own route. */
export const pdfImageTools = [
  { slug: 'images-to-pdf', label: 'Images to PDF' },
  { slug: 'pdf-to-images', label: 'PDF to Images' },
] as const;
