/** Feature landing routes (/features/{slug}): a marketing frame around a tool's own screen. */
export interface Feature {
  slug: string;
  categorySlug: string;
  toolSlug: string;
  headline: string;
  summary: string;
  steps: readonly [string, string, string];
  benefits: readonly string[];
}

export const features: readonly Feature[] = [
  {
    slug: 'remove-background',
    categorySlug: 'image-tools',
    toolSlug: 'remove-background',
    headline: 'Remove image backgrounds in seconds',
    summary:
      'An AI segmentation model running on our own server finds the subject of your photo and gives you a PNG with a transparent background. No third-party service sees your image.',
    steps: [
      'Upload a photo: JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP',
      'Press Remove Background',
      'Download the transparent PNG',
    ],
    benefits: [
      'Runs offline on our server',
      'Transparent PNG output',
      'Files deleted within {retention}',
    ],
  },
  {
    slug: 'crop-image',
    categorySlug: 'image-tools',
    toolSlug: 'crop-image',
    headline: 'Crop images to the exact shape you need',
    summary:
      'Pick a free box or a fixed ratio (square, portrait, landscape, widescreen or the 1200x630 social media size) and see the crop before you make it.',
    steps: ['Upload an image', 'Choose an aspect ratio', 'Crop and download'],
    benefits: ['Six aspect ratios', 'Live crop preview', 'Exact 1200x630 for social posts'],
  },
  {
    slug: 'shape-transform',
    categorySlug: 'image-tools',
    toolSlug: 'transform-shapes',
    headline: 'Turn photos into circles, stars and hearts',
    summary:
      'Cut an image into one of eight shapes with a transparent background, ready for avatars, stickers and slides.',
    steps: ['Upload an image', 'Pick a shape', 'Download the PNG'],
    benefits: ['Eight shapes', 'Transparent background', '400 x 400 PNG output'],
  },
  {
    slug: 'image-to-gif',
    categorySlug: 'image-tools',
    toolSlug: 'image-to-gif',
    headline: 'Make an animated GIF from your images',
    summary:
      'Put your images in order, choose how long each frame shows and add a caption: you get a looping GIF.',
    steps: ['Add your images', 'Set the frame duration and caption', 'Create and download the GIF'],
    benefits: ['0.1 to 5 seconds per frame', 'Optional text overlay', 'Loops for ever'],
  },
  {
    slug: 'video-to-gif',
    categorySlug: 'video-tools',
    toolSlug: 'video-to-gif',
    headline: 'Turn video clips into GIFs',
    summary:
      'Choose the start and end of the part you want, add a caption if you like, and get a GIF with a palette made for your clip.',
    steps: ['Upload a video', 'Set start and end times', 'Convert and download the GIF'],
    benefits: ['Good colours from a generated palette', 'Optional caption', 'Live progress'],
  },
  {
    slug: 'image-converter',
    categorySlug: 'image-tools',
    toolSlug: 'image-converter',
    headline: 'Convert images between PNG, JPG and WebP',
    summary:
      'Change the format of an image in one step. Orientation is kept and transparent areas become white in JPEG.',
    steps: ['Upload an image', 'Choose the new format', 'Download the converted image'],
    benefits: ['PNG, JPG and WebP', 'Images up to 50 MB', 'Camera orientation applied'],
  },
  {
    slug: 'compress-image',
    categorySlug: 'image-tools',
    toolSlug: 'compress-image',
    headline: 'Compress images without visible loss',
    summary:
      'Make photos and graphics smaller in JPEG, WebP, AVIF or palette PNG. Compare before and after with a slider, see both sizes, and compress up to 50 images at once into one ZIP.',
    steps: ['Upload one image or up to 50', 'Choose the quality and format', 'Download the result'],
    benefits: ['JPEG, WebP, AVIF and PNG', 'Before and after slider', 'Metadata removed'],
  },
  {
    slug: 'resize-image',
    categorySlug: 'image-tools',
    toolSlug: 'resize-image',
    headline: 'Resize images to exact pixels or a percentage',
    summary:
      'Set a width, a height or both, or a percentage. Keep the aspect ratio, crop to fill, or stretch; images are never enlarged unless you ask. Up to 50 images at once.',
    steps: ['Upload one image or up to 50', 'Set the size and fit', 'Download the result'],
    benefits: ['Pixels or percentage', 'Contain, cover or fill', 'No upscaling by default'],
  },
  {
    slug: 'pdf-tools',
    categorySlug: 'image-tools',
    toolSlug: 'images-to-pdf',
    headline: 'Images to PDF and PDF to images',
    summary:
      'Combine images into one PDF, one page per image, or render every page of a PDF as a PNG image.',
    steps: ['Choose a tab', 'Upload your files', 'Download the PDF or the ZIP of images'],
    benefits: [
      'Pages fitted to each image',
      'Every page as PNG',
      'Files deleted within {retention}',
    ],
  },
  {
    slug: 'audio-tools',
    categorySlug: 'audio-tools',
    toolSlug: 'trim-audio',
    headline: 'Trim, extract, add and remove audio',
    summary:
      'Cut audio files, save the sound of a video as MP3, put new sound on a video or mute it, all in one place.',
    steps: ['Choose a tab', 'Upload a file or paste a video link', 'Process and download'],
    benefits: ['MP3 and MP4 output', 'Files up to 500 MB', 'Live progress'],
  },
  {
    slug: 'video-downloader',
    categorySlug: 'video-tools',
    toolSlug: 'video-downloader',
    headline: 'Save videos from a link',
    summary: 'Paste the address of a video file and download it as an MP4.',
    steps: ['Paste the video link', 'Press Download Video', 'Save the MP4 file'],
    benefits: ['MP4 output', 'No sign-up', 'Files deleted within {retention}'],
  },
  {
    slug: 'document-converter',
    categorySlug: 'document-tools',
    toolSlug: 'word-to-pdf',
    headline: 'Convert Word to PDF and PDF to Word',
    summary:
      'Turn Word documents into PDFs that keep their layout, or PDFs into Word documents you can edit.',
    steps: ['Choose Word to PDF or PDF to Word', 'Upload your document', 'Download the result'],
    benefits: [
      '.docx and .doc',
      'Headings and paragraphs kept',
      'Files deleted within {retention}',
    ],
  },
  {
    slug: 'merge-pdf',
    categorySlug: 'document-tools',
    toolSlug: 'merge-pdf',
    headline: 'Merge PDF files into one',
    summary:
      'Put up to 50 PDFs in the order you want, by dragging or with the keyboard, and get one PDF with every page and the bookmarks of each file.',
    steps: ['Add your PDFs', 'Put them in order', 'Merge and download'],
    benefits: ['Up to 50 PDFs', 'Bookmarks kept', 'Files deleted within {retention}'],
  },
  {
    slug: 'split-pdf',
    categorySlug: 'document-tools',
    toolSlug: 'split-pdf',
    headline: 'Split a PDF by pages',
    summary:
      'Pick pages from thumbnails or type ranges such as 1-3,5,8-, or cut every few pages: each part becomes its own PDF, all in one ZIP.',
    steps: ['Upload a PDF', 'Pick pages or type ranges', 'Download the ZIP of PDFs'],
    benefits: ['Page thumbnails', 'Ranges or every n pages', 'Files deleted within {retention}'],
  },
  {
    slug: 'compress-pdf',
    categorySlug: 'document-tools',
    toolSlug: 'compress-pdf',
    headline: 'Compress PDF files',
    summary:
      'Make a PDF smaller with Ghostscript: images are re-encoded at a lower resolution and the file is cleaned up. Your file is never made larger.',
    steps: ['Upload a PDF', 'Choose low, medium or high', 'Download the smaller PDF'],
    benefits: ['Three levels', 'Text stays text', 'Files deleted within {retention}'],
  },
];

export function findFeature(slug: string): Feature | undefined {
  return features.find((feature) => feature.slug === slug);
}
