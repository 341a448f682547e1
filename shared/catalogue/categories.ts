import type { Category } from './types.ts';

/**
 * The one catalogue of the site: every category and tool, read by the router, the tools index,
 * search, related tools, the footer, the sitemap and the server's validation of tool slugs.
 * Order matters: it is the order of the index, the footer and the category pages.
 */
export const categories: readonly Category[] = [
  {
    slug: 'image-tools',
    name: 'Image Tools',
    description:
      'Remove backgrounds, crop, reshape, convert and animate images, and move between images and PDF.',
    icon: 'Image',
    main: true,
    tools: [
      {
        slug: 'remove-background',
        name: 'AI Background Removal',
        description:
          'Cut the subject out of a photo with an AI model on our server and get a transparent PNG.',
        icon: 'Eraser',
        kinds: ['image'],
        keywords: ['remove bg', 'transparent', 'cut out'],
        feature: {
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
      },
      {
        slug: 'crop-image',
        name: 'Image Cropping Tool',
        description:
          'Crop an image to a free box or a fixed aspect ratio: square, portrait, landscape, widescreen or social media.',
        icon: 'Crop',
        kinds: ['image'],
        feature: {
          headline: 'Crop images to the exact shape you need',
          summary:
            'Pick a free box or a fixed ratio (square, portrait, landscape, widescreen or the 1200x630 social media size) and see the crop before you make it.',
          steps: ['Upload an image', 'Choose an aspect ratio', 'Crop and download'],
          benefits: ['Six aspect ratios', 'Live crop preview', 'Exact 1200x630 for social posts'],
        },
      },
      {
        slug: 'transform-shapes',
        name: 'Transform Image Shapes',
        description:
          'Turn a picture into a circle, oval, hexagon, star, heart and more, with a transparent background.',
        icon: 'Shapes',
        kinds: ['image'],
        feature: {
          slug: 'shape-transform',
          headline: 'Turn photos into circles, stars and hearts',
          summary:
            'Cut an image into one of eight shapes with a transparent background, ready for avatars, stickers and slides.',
          steps: ['Upload an image', 'Pick a shape', 'Download the PNG'],
          benefits: ['Eight shapes', 'Transparent background', '400 x 400 PNG output'],
        },
      },
      {
        slug: 'image-to-gif',
        name: 'Image to GIF',
        description:
          'Join several images into a looping animated GIF with your own frame duration and caption.',
        icon: 'Film',
        kinds: ['image'],
        feature: {
          headline: 'Make an animated GIF from your images',
          summary:
            'Put your images in order, choose how long each frame shows and add a caption: you get a looping GIF.',
          steps: [
            'Add your images',
            'Set the frame duration and caption',
            'Create and download the GIF',
          ],
          benefits: ['0.1 to 5 seconds per frame', 'Optional text overlay', 'Loops for ever'],
        },
      },
      {
        slug: 'compress-image',
        name: 'Image Compressor',
        description:
          'Make photos and images smaller (JPEG, PNG, WebP, iPhone HEIC too): choose the quality and format, up to 50 at once.',
        icon: 'Shrink',
        kinds: ['image'],
        keywords: [
          'compress',
          'shrink',
          'reduce size',
          'optimize',
          'optimise',
          'smaller',
          'jpg',
          'jpeg',
          'png',
          'webp',
          'avif',
          'photo',
          'kb',
          'batch',
        ],
        feature: {
          headline: 'Compress images without visible loss',
          summary:
            'Make photos and graphics smaller in JPEG, WebP, AVIF or palette PNG. Compare before and after with a slider, see both sizes, and compress up to 50 images at once into one ZIP.',
          steps: [
            'Upload one image or up to 50',
            'Choose the quality and format',
            'Download the result',
          ],
          benefits: ['JPEG, WebP, AVIF and PNG', 'Before and after slider', 'Metadata removed'],
        },
      },
      {
        slug: 'resize-image',
        name: 'Image Resizer',
        description:
          'Change the width and height of images in pixels or by percentage, up to 50 at once.',
        icon: 'Scaling',
        kinds: ['image'],
        keywords: [
          'resize',
          'scale',
          'dimensions',
          'enlarge',
          'shrink',
          'smaller',
          'pixels',
          'jpg',
          'jpeg',
          'png',
          'webp',
          'photo',
          'batch',
        ],
        feature: {
          headline: 'Resize images to exact pixels or a percentage',
          summary:
            'Set a width, a height or both, or a percentage. Keep the aspect ratio, crop to fill, or stretch; images are never enlarged unless you ask. Up to 50 images at once.',
          steps: ['Upload one image or up to 50', 'Set the size and fit', 'Download the result'],
          benefits: ['Pixels or percentage', 'Contain, cover or fill', 'No upscaling by default'],
        },
      },
      {
        slug: 'image-converter',
        name: 'Image Format Converter',
        description:
          'Convert images to PNG, JPG, WebP, AVIF or GIF, iPhone HEIC photos too, up to 50 at once.',
        icon: 'RefreshCw',
        kinds: ['image'],
        keywords: [
          'jpg to png',
          'png to jpg',
          'heic to jpg',
          'iphone photo',
          'webp',
          'avif',
          'change format',
          'batch',
        ],
        feature: {
          headline: 'Convert images between PNG, JPG and WebP',
          summary:
            'Change the format of an image in one step. Orientation is kept and transparent areas become white in JPEG.',
          steps: ['Upload an image', 'Choose the new format', 'Download the converted image'],
          benefits: ['PNG, JPG and WebP', 'Images up to 50 MB', 'Camera orientation applied'],
        },
      },
      {
        slug: 'images-to-pdf',
        name: 'Images to PDF',
        description:
          'Put several images into one PDF, one page per image, in the order you choose.',
        icon: 'FileImage',
        kinds: ['image', 'pdf'],
        screen: 'pdf-tools',
        feature: {
          slug: 'pdf-tools',
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
      },
      {
        slug: 'pdf-to-images',
        name: 'PDF to Images',
        description: 'Render every page of a PDF as a PNG image and download them all as a ZIP.',
        icon: 'Images',
        kinds: ['pdf', 'image'],
      },
      {
        slug: 'rotate-image',
        name: 'Rotate Image',
        description:
          'Turn images a quarter or half turn and mirror them, phone photos (HEIC) too, up to 50 at once.',
        icon: 'RotateCw',
        kinds: ['image'],
        keywords: ['rotate', 'turn', 'flip', 'mirror', 'sideways', 'upside down', 'photo', 'batch'],
      },
      {
        slug: 'watermark-image',
        name: 'Watermark Image',
        description:
          'Write your text over images, in English or Nepali, in a corner or across the whole picture, up to 50 at once.',
        icon: 'Stamp',
        kinds: ['image'],
        keywords: ['watermark', 'stamp', 'copyright', 'text on photo', 'logo', 'protect', 'batch'],
      },
    ],
  },
  {
    slug: 'video-tools',
    name: 'Video Tools',
    description:
      'Make GIFs from videos, take the sound out of a video or put new sound in, make videos smaller, change their format, and download videos.',
    icon: 'Video',
    main: true,
    tools: [
      {
        slug: 'video-to-gif',
        name: 'Video to GIF',
        description: 'Turn a part of a video into an animated GIF, with an optional caption.',
        icon: 'Clapperboard',
        kinds: ['video', 'image'],
        feature: {
          headline: 'Turn video clips into GIFs',
          summary:
            'Choose the start and end of the part you want, add a caption if you like, and get a GIF with a palette made for your clip.',
          steps: ['Upload a video', 'Set start and end times', 'Convert and download the GIF'],
          benefits: ['Good colours from a generated palette', 'Optional caption', 'Live progress'],
        },
      },
      {
        slug: 'extract-audio',
        name: 'Extract Audio',
        description: 'Save the soundtrack of a video file or video link as an MP3.',
        icon: 'AudioLines',
        kinds: ['video', 'audio'],
        keywords: ['mp4 to mp3', 'video to mp3', 'video to audio', 'audio from video'],
      },
      {
        slug: 'add-audio',
        name: 'Add Audio to Video',
        description: 'Replace the sound of a video with an audio file of your choice.',
        icon: 'FileAudio',
        kinds: ['video', 'audio'],
      },
      {
        slug: 'remove-audio',
        name: 'Remove Audio from Video',
        description: 'Mute a video: keep the picture and drop every audio track.',
        icon: 'VolumeX',
        kinds: ['video'],
      },
      {
        slug: 'video-downloader',
        name: 'Video Downloader',
        description: 'Save a video from a link as an MP4 file.',
        icon: 'Download',
        kinds: ['video'],
        feature: {
          headline: 'Save videos from a link',
          summary: 'Paste the address of a video file and download it as an MP4.',
          steps: ['Paste the video link', 'Press Download Video', 'Save the MP4 file'],
          benefits: ['MP4 output', 'No sign-up', 'Files deleted within {retention}'],
        },
      },
      {
        slug: 'compress-video',
        name: 'Compress Video',
        description:
          'Make a video smaller: an MP4 at the quality you choose or under the size you need.',
        icon: 'Shrink',
        kinds: ['video'],
        keywords: ['make video smaller', 'reduce video size', 'video compressor', 'shrink mp4'],
      },
      {
        slug: 'convert-video',
        name: 'Convert Video',
        description:
          'Change a video to MP4, WebM, MOV or MKV, in seconds when no encoding is needed.',
        icon: 'RefreshCw',
        kinds: ['video'],
        keywords: ['convert mp4', 'mov to mp4', 'mkv to mp4', 'webm to mp4', 'video converter'],
      },
    ],
  },
  {
    slug: 'audio-tools',
    name: 'Audio Tools',
    description: 'Trim audio files, change their format and level their loudness.',
    icon: 'Music',
    main: true,
    tools: [
      {
        slug: 'trim-audio',
        name: 'Trim Audio',
        description: 'Cut an audio file between a start and an end time and save it as MP3.',
        icon: 'Scissors',
        kinds: ['audio'],
        feature: {
          slug: 'audio-tools',
          headline: 'Trim, extract, add and remove audio',
          summary:
            'Cut audio files, save the sound of a video as MP3, put new sound on a video or mute it, all in one place.',
          steps: ['Choose a tab', 'Upload a file or paste a video link', 'Process and download'],
          benefits: ['MP3 and MP4 output', 'Files up to 500 MB', 'Live progress'],
        },
      },
      {
        slug: 'convert-audio',
        name: 'Convert Audio',
        description: 'Change an audio file to MP3, WAV, OGG, M4A, FLAC or OPUS.',
        icon: 'FileAudio',
        kinds: ['audio'],
        keywords: ['wav to mp3', 'm4a to mp3', 'wma to mp3', 'flac to mp3', 'audio converter'],
      },
      {
        slug: 'normalize-audio',
        name: 'Normalize Audio',
        description:
          'Make the sound of an audio file or video as loud as you need, evenly and without clipping.',
        icon: 'Gauge',
        kinds: ['audio', 'video'],
        keywords: ['louder', 'make audio louder', 'volume', 'loudness', 'normalise', 'lufs'],
      },
    ],
  },
  {
    slug: 'document-tools',
    name: 'Document Tools',
    description:
      'Convert Word documents to PDF and back, and merge, split, compress, rotate, organize, number and watermark PDF files.',
    icon: 'FileText',
    main: true,
    tools: [
      {
        slug: 'word-to-pdf',
        name: 'Word to PDF',
        description: 'Convert a Word document (.docx or .doc) to a PDF that keeps its layout.',
        icon: 'FileOutput',
        kinds: ['word', 'pdf'],
        feature: {
          slug: 'document-converter',
          headline: 'Convert Word to PDF and PDF to Word',
          summary:
            'Turn Word documents into PDFs that keep their layout, or PDFs into Word documents you can edit.',
          steps: [
            'Choose Word to PDF or PDF to Word',
            'Upload your document',
            'Download the result',
          ],
          benefits: [
            '.docx and .doc',
            'Headings and paragraphs kept',
            'Files deleted within {retention}',
          ],
        },
        movedFrom: ['document-tools/document-converter'],
      },
      {
        slug: 'pdf-to-word',
        name: 'PDF to Word',
        description:
          'Turn a PDF into an editable Word document with its text, headings and images.',
        icon: 'FileInput',
        kinds: ['pdf', 'word'],
      },
      {
        slug: 'merge-pdf',
        name: 'Merge PDF',
        description:
          'Combine up to 50 PDF files into one, in the order you choose, keeping their bookmarks.',
        icon: 'Combine',
        kinds: ['pdf'],
        keywords: ['merge pdf', 'combine pdf', 'join pdf', 'append pdf', 'concatenate'],
        feature: {
          headline: 'Merge PDF files into one',
          summary:
            'Put up to 50 PDFs in the order you want, by dragging or with the keyboard, and get one PDF with every page and the bookmarks of each file.',
          steps: ['Add your PDFs', 'Put them in order', 'Merge and download'],
          benefits: ['Up to 50 PDFs', 'Bookmarks kept', 'Files deleted within {retention}'],
        },
      },
      {
        slug: 'split-pdf',
        name: 'Split PDF',
        description:
          'Split a PDF into several files by page ranges or every few pages, picking pages from thumbnails.',
        icon: 'Split',
        kinds: ['pdf'],
        keywords: ['split pdf', 'extract pages', 'separate pages', 'cut pdf', 'divide pdf'],
        feature: {
          headline: 'Split a PDF by pages',
          summary:
            'Pick pages from thumbnails or type ranges such as 1-3,5,8-, or cut every few pages: each part becomes its own PDF, all in one ZIP.',
          steps: ['Upload a PDF', 'Pick pages or type ranges', 'Download the ZIP of PDFs'],
          benefits: [
            'Page thumbnails',
            'Ranges or every n pages',
            'Files deleted within {retention}',
          ],
        },
      },
      {
        slug: 'compress-pdf',
        name: 'Compress PDF',
        description:
          'Make a PDF smaller by re-encoding its images at a lower resolution and cleaning up the file.',
        icon: 'Shrink',
        kinds: ['pdf'],
        keywords: ['compress pdf', 'shrink pdf', 'reduce pdf size', 'smaller pdf', 'optimize pdf'],
        feature: {
          headline: 'Compress PDF files',
          summary:
            'Make a PDF smaller with Ghostscript: images are re-encoded at a lower resolution and the file is cleaned up. Your file is never made larger.',
          steps: ['Upload a PDF', 'Choose low, medium or high', 'Download the smaller PDF'],
          benefits: ['Three levels', 'Text stays text', 'Files deleted within {retention}'],
        },
      },
      {
        slug: 'rotate-pdf',
        name: 'Rotate PDF',
        description:
          'Turn all the pages of a PDF, or only some, by 90, 180 or 270 degrees, without losing any quality.',
        icon: 'RotateCw',
        kinds: ['pdf'],
        keywords: ['rotate pdf', 'turn pages', 'flip pdf', 'sideways pdf', 'landscape pdf'],
      },
      {
        slug: 'organize-pdf',
        name: 'Organize PDF Pages',
        description:
          'Reorder, delete, extract or duplicate the pages of a PDF by dragging their thumbnails.',
        icon: 'LayoutGrid',
        kinds: ['pdf'],
        keywords: [
          'reorder pages',
          'delete pages',
          'remove pages',
          'extract pages',
          'duplicate pages',
          'rearrange pdf',
          'sort pages',
        ],
      },
      {
        slug: 'number-pdf-pages',
        name: 'Add Page Numbers to PDF',
        description:
          'Number the pages of a PDF, such as "Page 3 of 10", in Latin or Devanagari digits, where you want them.',
        icon: 'ListOrdered',
        kinds: ['pdf'],
        keywords: ['page numbers', 'number pages', 'paginate', 'bates numbering', 'footer numbers'],
      },
      {
        slug: 'watermark-pdf',
        name: 'Watermark PDF',
        description:
          'Stamp a see-through text such as CONFIDENTIAL or DRAFT across every page, in English or Nepali.',
        icon: 'Stamp',
        kinds: ['pdf'],
        keywords: ['watermark', 'stamp', 'confidential', 'draft', 'mark pdf'],
      },
      {
        slug: 'ocr-pdf',
        name: 'OCR PDF',
        description:
          'Make a scanned PDF or a photo of a page searchable: its English or Nepali text can be found, selected and copied.',
        icon: 'ScanText',
        kinds: ['pdf', 'image'],
        keywords: ['ocr', 'scan to text', 'searchable pdf', 'text recognition', 'nepali ocr'],
      },
      {
        slug: 'protect-pdf',
        name: 'Protect PDF',
        description: 'Lock a PDF with a password (AES-256): it opens only for those who know it.',
        icon: 'Lock',
        kinds: ['pdf'],
        keywords: ['password protect pdf', 'lock pdf', 'encrypt pdf', 'secure pdf'],
      },
      {
        slug: 'unlock-pdf',
        name: 'Unlock PDF',
        description: 'Remove the password from a PDF you can open, so it opens without one.',
        icon: 'LockOpen',
        kinds: ['pdf'],
        keywords: ['remove pdf password', 'unlock pdf', 'decrypt pdf', 'unprotect pdf'],
      },
      {
        slug: 'pdf-to-pdfa',
        name: 'PDF to PDF/A',
        description:
          'Make an archival PDF/A copy, fonts embedded, that offices and archives accept for long-term keeping.',
        icon: 'Archive',
        kinds: ['pdf'],
        keywords: ['pdf/a', 'pdfa', 'archive pdf', 'archival pdf', 'long-term'],
      },
    ],
  },
  {
    slug: 'text-utility-tools',
    name: 'Text & Developer Tools',
    description:
      'Format and check code, convert text, generate passwords, hashes, QR codes and more, all in your browser.',
    icon: 'Type',
    main: true,
    tools: [
      {
        slug: 'case-converter',
        name: 'Case Converter',
        description: 'Change text to UPPER, lower, Title, camelCase or snake_case.',
        icon: 'CaseSensitive',
        kinds: ['text'],
      },
      {
        slug: 'seo-meta-generator',
        name: 'SEO Meta Tag Generator',
        description: 'Write a page title and meta description of the right length, ready to paste.',
        icon: 'Search',
        kinds: ['text'],
      },
      {
        slug: 'password-generator',
        name: 'Password Generator',
        description: 'Create strong random passwords of 8 to 64 characters in your browser.',
        icon: 'KeyRound',
        kinds: ['text'],
      },
      {
        slug: 'json-formatter',
        name: 'JSON Formatter',
        description: 'Format, validate and minify JSON, with the line and column of any error.',
        icon: 'Braces',
        kinds: ['code'],
      },
      {
        slug: 'css-formatter',
        name: 'CSS Formatter',
        description: 'Tidy CSS with consistent indentation and spacing.',
        icon: 'FileCode',
        kinds: ['code'],
      },
      {
        slug: 'html-formatter',
        name: 'HTML Formatter',
        description: 'Indent and tidy HTML markup.',
        icon: 'Code',
        kinds: ['code'],
      },
      {
        slug: 'javascript-formatter',
        name: 'JavaScript Formatter',
        description: 'Format JavaScript code in a consistent style.',
        icon: 'FileJson',
        kinds: ['code'],
      },
      {
        slug: 'php-formatter',
        name: 'PHP Formatter',
        description: 'Format PHP code in a consistent style.',
        icon: 'FileCode2',
        kinds: ['code'],
      },
      {
        slug: 'scss-compiler',
        name: 'SCSS Compiler',
        description: 'Compile SCSS to plain CSS in your browser.',
        icon: 'Cog',
        kinds: ['code'],
      },
      {
        slug: 'url-encoder-decoder',
        name: 'URL Encoder / Decoder',
        description: 'Encode text for use in a URL or decode percent-encoded text.',
        icon: 'Link',
        kinds: ['text'],
      },
      {
        slug: 'base64-encoder-decoder',
        name: 'Base64 Encoder / Decoder',
        description: 'Encode text or files to Base64 and decode Base64 back to text.',
        icon: 'Binary',
        kinds: ['text'],
      },
      {
        slug: 'qr-code-generator',
        name: 'QR Code Generator',
        description: 'Make a QR code from text or a link and download it as PNG or SVG.',
        icon: 'QrCode',
        kinds: ['text'],
      },
      {
        slug: 'hash-generator',
        name: 'Hash Generator',
        description: 'MD5, SHA-1, SHA-256, SHA-384 and SHA-512 of text or a file.',
        icon: 'Hash',
        kinds: ['text'],
      },
      {
        slug: 'text-diff-checker',
        name: 'Text Diff Checker',
        description: 'Compare two texts and see what was added, removed or changed.',
        icon: 'GitCompare',
        kinds: ['text'],
      },
      {
        slug: 'word-counter',
        name: 'Word Counter',
        description: 'Count words, characters, sentences and paragraphs, with reading time.',
        icon: 'WholeWord',
        kinds: ['text'],
      },
      {
        slug: 'lorem-ipsum-generator',
        name: 'Lorem Ipsum Generator',
        description: 'Generate placeholder text by paragraphs, sentences or words.',
        icon: 'Pilcrow',
        kinds: ['text'],
      },
      {
        slug: 'regex-tester',
        name: 'Regex Tester',
        description: 'Test a regular expression with live highlighted matches and groups.',
        icon: 'Regex',
        kinds: ['code', 'text'],
      },
    ],
  },
  {
    slug: 'design-color-tools',
    name: 'Design & Color Tools',
    description:
      'Pick colours, build palettes and gradients, and generate CSS for shapes and shadows.',
    icon: 'Palette',
    main: true,
    tools: [
      {
        slug: 'color-picker',
        name: 'Color Picker',
        description: 'Pick a colour and get its HEX, RGB and HSL values.',
        icon: 'Pipette',
        kinds: ['colour', 'code'],
      },
      {
        slug: 'gradient-generator',
        name: 'Gradient Generator',
        description: 'Design linear and radial CSS gradients with a live preview.',
        icon: 'Blend',
        kinds: ['colour', 'code'],
      },
      {
        slug: 'css-shape-maker',
        name: 'CSS Shape Maker',
        description: 'Make circles, triangles, stars and other shapes in pure CSS.',
        icon: 'Shapes',
        kinds: ['colour', 'code'],
      },
      {
        slug: 'color-palette-generator',
        name: 'Color Palette Generator',
        description:
          'Build analogous, complementary, triadic, tetradic and monochrome palettes from one colour.',
        icon: 'SwatchBook',
        kinds: ['colour', 'code'],
      },
      {
        slug: 'hex-to-rgb-converter',
        name: 'HEX to RGB Converter',
        description: 'Convert HEX colours to RGB(A) and HSL and back.',
        icon: 'Hash',
        kinds: ['colour', 'code'],
      },
      {
        slug: 'image-color-extractor',
        name: 'Image Color Extractor',
        description: 'Find the dominant colours of an image, computed in your browser.',
        icon: 'Droplet',
        kinds: ['image', 'colour'],
      },
      {
        slug: 'css-box-shadow-generator',
        name: 'CSS Box Shadow Generator',
        description: 'Design box shadows with a live preview and copy the CSS.',
        icon: 'Square',
        kinds: ['colour', 'code'],
      },
      {
        slug: 'border-radius-generator',
        name: 'Border Radius Generator',
        description: 'Round each corner of a box and copy the CSS.',
        icon: 'SquareDashed',
        kinds: ['colour', 'code'],
      },
      {
        slug: 'text-shadow-generator',
        name: 'Text Shadow Generator',
        description: 'Design text shadows with a live preview and copy the CSS.',
        icon: 'Type',
        kinds: ['colour', 'code'],
      },
    ],
  },
  {
    slug: 'nepali-tools',
    name: 'Nepali Tools',
    description:
      'Convert Nepali land, distance, weight and volume units, Bikram Sambat dates and seasons, and write amounts in words.',
    icon: 'Calculator',
    main: true,
    tools: [
      {
        slug: 'nepali-land-converter',
        name: 'Nepali Land Converter',
        description:
          'Convert Ropani, Aana, Paisa, Daam, Bigha, Kattha and Dhur to square feet and square metres.',
        icon: 'LandPlot',
        kinds: ['measure'],
        formula:
          '1 Ropani = 16 Aana = 5476 sq ft (74 ft x 74 ft) = 508.737 sq m; 1 Aana = 4 Paisa = 342.25 sq ft; 1 Paisa = 4 Daam; 1 Daam = 21.390625 sq ft; 1 Bigha = 20 Kattha = 72900 sq ft = 6772.63 sq m; 1 Kattha = 20 Dhur = 3645 sq ft; 1 Dhur = 182.25 sq ft; 1 sq ft = 0.09290304 sq m',
      },
      {
        slug: 'nepali-date-converter',
        name: 'Nepali Date Converter',
        description: 'Convert dates between Bikram Sambat (BS) and the Gregorian calendar (AD).',
        icon: 'CalendarDays',
        kinds: ['date'],
      },
      {
        slug: 'nepali-calendar',
        name: 'Nepali Calendar (Patro)',
        description:
          'A Bikram Sambat month calendar with English dates and the tithi of every day, 1970 to 2100 BS.',
        icon: 'MoonStar',
        kinds: ['measure'],
        keywords: [
          'patro',
          'nepali patro',
          'calendar',
          'tithi',
          'panchang',
          'bikram sambat',
          'पात्रो',
          'तिथि',
          'पञ्चाङ्ग',
        ],
      },
      {
        slug: 'nepali-distance-converter',
        name: 'Nepali Distance Converter',
        description:
          'Convert Angul, Bitta, Haat, Danda, Kosh, Yojan and Gaj to metric and imperial units.',
        icon: 'Ruler',
        kinds: ['measure'],
        formula:
          '1 Angul = 3/4 in (19.05 mm); 1 Bitta = 12 Angul (9 in); 1 Haat = 2 Bitta (18 in); 1 Danda = 4 Haat (6 ft); 1 Kosh = 2000 Danda (4000 yd); 1 Yojan = 4 Kosh; 1 Gaj = 1 yd (36 in)',
      },
      {
        slug: 'nepali-weight-converter',
        name: 'Nepali Weight Converter',
        description:
          'Convert Tola, Lal, Chhatak, Pau, Sher, Dharni and Man to grams and kilograms.',
        icon: 'Weight',
        kinds: ['measure'],
        formula:
          '1 Tola ≈ 11.66 g; 1 Lal = 116.64 mg; 1 Chhatak = 58.32 g; 1 Man ≈ 37.32 kg; 1 Carat = 200 mg; 1 Ratti = 0.6075 Carat; 1 Chhatak = 480 Ratti; 1 Lal = 0.002 Chhatak; 1 Man = 320000.2606 Lal; 1 Dharni = 0.0641 Man; 1 Pau = 0.0833 Dharni; 1 Tola = 0.0585 Pau; 1 Sher = 79.996 Tola',
      },
      {
        slug: 'nepali-volume-converter',
        name: 'Nepali Volume Converter',
        description:
          'Convert Mana, Pathi, Muri, Muthi and Karuwa to litres and other volume units.',
        icon: 'Beaker',
        kinds: ['measure'],
        formula:
          '1 Mana ≈ 0.57 L = 10 Muthi; 1 Pathi = 8 Mana = 4 Karuwa; 1 Muri = 20 Pathi = 160 Mana; 1 Chauthai = 142.857 ml; 1 Muthi = 0.4 Chauthai; 1 Karuwa = 0.0125 Muri',
      },
      {
        slug: 'nepali-number-to-words',
        name: 'Nepali Amount in Words',
        description:
          'Write an amount in Nepali and English words with lakh, crore, arab and kharab, in cheque form.',
        icon: 'BookType',
        kinds: ['money', 'text'],
        keywords: [
          'number to words',
          'amount in words',
          'cheque',
          'check writing',
          'rupees in words',
          'lakh',
          'crore',
          'arab',
          'kharab',
          'paisa',
          'nepali numbers',
          'अंकमा',
          'अक्षरमा',
          'रुपैयाँ',
        ],
      },
      {
        slug: 'preeti-unicode-converter',
        name: 'Preeti to Unicode Converter',
        description:
          'Convert Preeti, Kantipur and PCS Nepali text to Unicode and back, and whole Word documents in your browser.',
        icon: 'ArrowLeftRight',
        kinds: ['measure'],
        keywords: [
          'preeti',
          'preeti to unicode',
          'unicode to preeti',
          'kantipur',
          'pcs nepali',
          'nepali font converter',
          'docx',
          'word document',
          'प्रीति',
          'युनिकोड',
        ],
      },
      {
        slug: 'romanized-nepali-typing',
        name: 'Romanized Nepali Typing',
        description:
          'Type Nepali with Latin letters: namaste becomes नमस्ते as you type, then copy the text.',
        icon: 'Type',
        kinds: ['measure'],
        keywords: [
          'nepali typing',
          'romanized nepali',
          'nepali unicode',
          'type in nepali',
          'transliteration',
          'devanagari keyboard',
          'नेपाली टाइपिङ',
        ],
      },
      {
        slug: 'nepali-season-converter',
        name: 'Nepali Season Finder',
        description: 'Find the Nepali season (ritu) of any month of the Bikram Sambat calendar.',
        icon: 'Leaf',
        kinds: ['date'],
      },
    ],
  },
  {
    slug: 'international-unit-tools',
    name: 'International Unit Converters',
    description:
      'Convert storage, energy, power, pressure, speed, area, weight, volume, distance and temperature.',
    icon: 'Globe',
    main: true,
    tools: [
      {
        slug: 'digital-storage-converter',
        name: 'Digital Storage Converter',
        description: 'Convert bytes, KB, MB, GB, TB and PB, in 1024-based and 1000-based units.',
        icon: 'HardDrive',
        kinds: ['measure'],
      },
      {
        slug: 'energy-converter',
        name: 'Energy Converter',
        description: 'Convert joules, calories, watt-hours, BTU, electronvolts and foot-pounds.',
        icon: 'Zap',
        kinds: ['measure'],
      },
      {
        slug: 'power-converter',
        name: 'Power Converter',
        description: 'Convert watts, kilowatts, horsepower, BTU per hour and more.',
        icon: 'Gauge',
        kinds: ['measure'],
      },
      {
        slug: 'pressure-converter',
        name: 'Pressure Converter',
        description: 'Convert pascals, bar, psi, atmospheres, mmHg, inHg and Torr.',
        icon: 'CircleGauge',
        kinds: ['measure'],
      },
      {
        slug: 'speed-converter',
        name: 'Speed Converter',
        description: 'Convert km/h, mph, m/s, ft/s, knots, Mach and the speed of light.',
        icon: 'Wind',
        kinds: ['measure'],
      },
      {
        slug: 'english-area-converter',
        name: 'Area Converter',
        description:
          'Convert square inches, feet, yards, miles, acres, hectares and square metres.',
        icon: 'Square',
        kinds: ['measure'],
        movedFrom: ['conversion-tools/unit-converter'],
      },
      {
        slug: 'english-weight-converter',
        name: 'Weight Converter',
        description: 'Convert milligrams, grams, kilograms, ounces, pounds, stones and tons.',
        icon: 'Scale',
        kinds: ['measure'],
      },
      {
        slug: 'english-volume-converter',
        name: 'Volume Converter',
        description:
          'Convert millilitres, litres, teaspoons, cups, pints, quarts and US and UK gallons.',
        icon: 'Milk',
        kinds: ['measure'],
      },
      {
        slug: 'english-distance-converter',
        name: 'Distance Converter',
        description:
          'Convert nanometres to kilometres, inches, feet, yards, miles and nautical miles.',
        icon: 'Ruler',
        kinds: ['measure'],
      },
      {
        slug: 'temperature-converter',
        name: 'Temperature Converter',
        description: 'Convert Celsius, Fahrenheit, Kelvin, Rankine and Réaumur.',
        icon: 'Thermometer',
        kinds: ['measure'],
        movedFrom: ['conversion-tools/temperature-converter'],
      },
    ],
  },
  {
    slug: 'conversion-tools',
    name: 'Conversion Tools',
    description: 'Everyday converters: currency and time zones.',
    icon: 'Calculator',
    main: false,
    tools: [
      {
        slug: 'currency-converter',
        name: 'Currency Converter',
        description: 'Convert between currencies with reference exchange rates and their date.',
        icon: 'Coins',
        kinds: ['money', 'measure'],
      },
      {
        slug: 'timezone-converter',
        name: 'Time Zone Converter',
        description: 'See a date and time in other time zones, with daylight saving time right.',
        icon: 'Clock',
        kinds: ['date'],
      },
    ],
  },
];
